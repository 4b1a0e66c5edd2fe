import fc from 'fast-check';

/**
 * Hostile input: text PostgreSQL cannot store, the wrong types, deep and huge JSON, and strings
 * that mean something to some layer (SQL, paths, percent-encoding, JSON, prototypes).
 */

/** A JSON fragment inserted as is: nesting too deep for JSON.stringify to build. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'Bad\u0000name',
  '\ud800',
  'x\udfffy',
  '\udbff\ud800',
  '😀'.repeat(30),
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  "'; drop table users; --",
  '" or ""="',
  '../../../etc/passwd',
  'images/../../package.json',
  'images/abc',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{"a":1}',
  '%',
  '%00',
  '%E0%A4%A',
  '\u202eevil',
  'ＦＵＬＬ ｗｉｄｔｈ',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(10_000),
];

/** Any text a client could send, valid or not. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), loneSurrogate), {
        maxLength: 8,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** `{"a":…}` or `[…]` nested `depth` levels, as JSON text. */
export const deepJson = (depth: number, array = false) =>
  new RawJson(
    array
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`,
  );

/** A JSON value of the wrong type or shape for wherever it goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1, 1.5, -1, 0, 49, 750_000_001),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(21, 64, 5000), fc.boolean())
      .map(([depth, array]) => deepJson(depth, array)),
  },
);

/** JSON text of a value that may hold RawJson fragments. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Percent-encodes any JS string, lone surrogates included: those become the bytes a careless
 * client would send for them (WTF-8, e.g. %ED%A0%80), which encodeURIComponent refuses to write.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Query strings no form would write. */
export const garbageQuery = fc.constantFrom(
  '%',
  '%zz',
  '&&=&',
  'a[b][c]=1',
  'limit=1e999',
  'limit=-0',
  'limit=0x10',
  'limit=10&limit=20',
  'cursor=&cursor=',
  'owner[]=x',
  'type=rent&type=sale',
  '%E0%A4%A',
  '=',
  `x=${'y'.repeat(5000)}`,
);
