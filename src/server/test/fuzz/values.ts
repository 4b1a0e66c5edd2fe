import fc from 'fast-check';
import { encodeCursor } from '../../modules/listings/cursor';
import { deepJson, hostileString, hostileValue, percentEncode, toJsonText } from './hostile';
import type { FuzzContext, JsonSchema } from './operations';

/** A Load More cursor: mostly a well-formed one, else one the issue found, or junk in one. */
const cursorArbitrary = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.date({
          min: new Date('0001-01-01T00:00:00.000Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        fc.uuid(),
      )
      .map(([date, id]) => encodeCursor({ createdAt: date.toISOString(), id })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('2020', 'Mon 2020', new Date(0).toString(), '+275760-09-13T00:00:00.000Z')
      .map((time) => encodeCursor({ createdAt: time, id: '00000000-0000-0000-0000-000000000000' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostileString, fc.uuid())
      .map(([time, id]) => encodeCursor({ createdAt: time, id })),
  },
);

/**
 * Values the schema accepts, drawn where it matters from the rows and accounts made before the
 * run (random text may still break a rule the schema does not state).
 */
export function validValue(
  schema: JsonSchema,
  ctx: FuzzContext,
  name: string,
  path: string,
): fc.Arbitrary<unknown> {
  const { minLength = 0, maxLength = 60 } = schema;
  let arbitrary: fc.Arbitrary<unknown>;
  if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (name === 'cursor') arbitrary = cursorArbitrary;
  else if (schema.format === 'email') {
    arbitrary = fc.oneof(fc.constantFrom(...ctx.emails), fc.emailAddress());
  } else if (schema.format === 'new-email') {
    // Mostly taken (answered before any password hashing, which costs a tenth of a second).
    arbitrary = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...ctx.emails) },
      { weight: 1, arbitrary: fc.uuid().map((id) => `fuzz-${id.slice(0, 13)}@example.com`) },
    );
  } else if (schema.format === 'password') {
    arbitrary = fc.oneof(
      fc.constant(ctx.password),
      fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    );
  } else if ((name === 'id' && path.startsWith('/api/users')) || name === 'owner') {
    arbitrary = fc.constantFrom(...ctx.userIds);
  } else if (schema.format === 'uuid') {
    arbitrary = fc.oneof(fc.constantFrom(...ctx.listingIds), fc.uuid());
  } else if (schema.pattern?.startsWith('^images')) {
    arbitrary = fc.oneof(
      fc.constantFrom(...ctx.imageKeys),
      fc.stringMatching(/^images\/[a-z0-9-]{1,40}$/),
    );
  } else if (schema.type === 'string') {
    arbitrary = fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
  } else if (schema.type === 'integer') {
    arbitrary = fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
  } else if (schema.type === 'number') {
    arbitrary = fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
  } else if (schema.type === 'boolean') {
    arbitrary = fc.boolean();
  } else if (schema.type === 'array' && schema.items) {
    arbitrary = fc.array(validValue(schema.items, ctx, name, path), {
      minLength: schema.minItems ?? 0,
      maxLength: schema.maxItems ?? 5,
    });
  } else if (schema.type === 'object') {
    const entries = Object.entries(schema.properties ?? {});
    const record = Object.fromEntries(entries.map(([k, s]) => [k, validValue(s, ctx, k, path)]));
    arbitrary = fc.record(record, { requiredKeys: schema.required ?? [] });
  } else {
    arbitrary = hostileValue;
  }
  return schema.nullable ? fc.oneof(fc.constant(null), arbitrary) : arbitrary;
}

export interface Body {
  contentType: string;
  text: string;
}

const HUGE = `"${'x'.repeat(70 * 1024)}"`;

/** A valid body with one field set to a hostile value, or removed, or one field added. */
export function oneBadBody(schema: JsonSchema, ctx: FuzzContext, path: string): fc.Arbitrary<Body> {
  const good = validValue(schema, ctx, '', path) as fc.Arbitrary<Record<string, unknown>>;
  const keys = [...Object.keys(schema.properties ?? {}), 'extra', '__proto__'];
  return fc
    .tuple(good, fc.constantFrom(...keys), hostileValue, fc.boolean())
    .map(([body, key, value, remove]) => {
      const copy: Record<string, unknown> = { ...body };
      if (remove) delete copy[key];
      else Object.defineProperty(copy, key, { value, enumerable: true });
      return { contentType: 'application/json', text: toJsonText(copy) };
    });
}

/** Not the body the route wants at all: another type, deep, huge, not JSON, another media type. */
export const chaosBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      hostileValue,
      fc.constantFrom(21, 5000).map((depth) => deepJson(depth)),
    )
    .map((value) => ({ contentType: 'application/json', text: toJsonText(value) })),
  fc
    .constantFrom('{', '{"a":', 'nul', '', '\u0000', HUGE, '['.repeat(100_000))
    .map((text) => ({ contentType: 'application/json', text })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
      ),
      hostileString,
    )
    .map(([contentType, value]) => ({
      contentType,
      text: `name=${percentEncode(value)}&${value}`,
    })),
);
