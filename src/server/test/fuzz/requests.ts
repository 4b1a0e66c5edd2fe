import fc from 'fast-check';
import { garbageQuery, hostileValue, percentEncode, RawJson, toJsonText } from './hostile';
import type { FuzzContext, FuzzRequest, Operation } from './operations';
import { chaosBody, oneBadBody, validValue, type Body } from './values';

interface Parts {
  params: Record<string, string>;
  query: Record<string, string | null>;
  body: Body | null;
  extra: string | null;
}

/** A value as URL text: strings as they are, anything else as its JSON. */
const asText = (value: unknown) =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Requests for one operation: four in ten entirely valid (so the handlers and the database are
 * reached), four in ten valid but for one parameter, field or query string, two in ten hostile
 * throughout. Signed in as one of the users, anonymous, with a forged session, or from another
 * site now and then.
 */
export function requestArbitrary(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params = Object.entries(op.params);
  const query = Object.entries(op.query);
  const value = (schema: (typeof params)[number][1], name: string) =>
    validValue(schema, ctx, name, op.path).map(asText);

  const valid: fc.Arbitrary<Parts> = fc.record({
    params: fc.record(Object.fromEntries(params.map(([k, s]) => [k, value(s, k)]))),
    query: fc.record(Object.fromEntries(query.map(([k, s]) => [k, fc.option(value(s, k))]))),
    body: op.body
      ? validValue(op.body, ctx, '', op.path).map((v) => ({
          contentType: 'application/json',
          text: toJsonText(v),
        }))
      : fc.constant(null),
    extra: fc.constant(null),
  });

  type Slot = ['params' | 'query', string] | ['body' | 'extra', ''];
  const slots: Slot[] = [
    ...params.map(([k]): Slot => ['params', k]),
    ...query.map(([k]): Slot => ['query', k]),
    ...(op.body ? [['body', ''] as Slot] : []),
    ['extra', ''],
  ];
  const badBody = op.body ? oneBadBody(op.body, ctx, op.path) : fc.constant(null);
  const oneBad: fc.Arbitrary<Parts> = fc
    .tuple(valid, fc.constantFrom(...slots), hostileValue, badBody, garbageQuery)
    .map(([parts, [where, name], hostile, body, extra]) => {
      if (where === 'params')
        return { ...parts, params: { ...parts.params, [name]: asText(hostile) } };
      if (where === 'query')
        return { ...parts, query: { ...parts.query, [name]: asText(hostile) } };
      if (where === 'body') return { ...parts, body };
      return { ...parts, extra };
    });

  const hostileText = hostileValue.map(asText);
  const chaos: fc.Arbitrary<Parts> = fc.record({
    params: fc.record(
      Object.fromEntries(params.map(([k, s]) => [k, fc.oneof(value(s, k), hostileText)])),
    ),
    query: fc.record(
      Object.fromEntries(query.map(([k, s]) => [k, fc.option(fc.oneof(value(s, k), hostileText))])),
    ),
    body: op.body ? fc.option(fc.oneof(chaosBody, badBody), { freq: 8 }) : fc.constant(null),
    extra: fc.option(garbageQuery, { freq: 2 }),
  }) as fc.Arbitrary<Parts>;

  const cookie = fc.constantFrom(
    ...(op.endsSession ? [ctx.disposableCookie] : ctx.cookies),
    undefined,
    'better-auth.session_token=forged.value',
    `better-auth.session_token=${percentEncode('\u0000\ud800')}`,
  );
  const origin = fc.oneof(
    { weight: 19, arbitrary: fc.constant(ctx.origin) },
    { weight: 1, arbitrary: fc.constant('https://evil.example') },
  );
  const parts = fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: oneBad },
    { weight: 2, arbitrary: chaos },
  );

  return fc.record({ parts, cookie, origin }).map(({ parts, cookie, origin }) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      percentEncode(parts.params[name] ?? ''),
    );
    const pairs = Object.entries(parts.query)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([k, v]) => `${k}=${percentEncode(v)}`);
    if (parts.extra) pairs.push(parts.extra);
    const headers: Record<string, string> = { origin };
    if (cookie) headers.cookie = cookie;
    if (parts.body) headers['content-type'] = parts.body.contentType;
    return {
      operation: `${op.method} ${op.path}`,
      method: op.method,
      url: pairs.length > 0 ? `${path}?${pairs.join('&')}` : path,
      headers,
      ...(parts.body ? { payload: parts.body.text } : {}),
    };
  });
}
