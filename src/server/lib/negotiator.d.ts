// negotiator ships no types; these are the parts request-language.ts uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the request's Accept-Language (q-values, then order). */
    language(available: readonly string[]): string | undefined;
    languages(available?: readonly string[]): string[];
  }
}
