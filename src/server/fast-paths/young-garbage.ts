import { setFlagsFromString } from 'node:v8';

/*
 * Imported first by main.ts, before the server allocates anything of note.
 *
 * V8 allocates the objects of an allocation site straight in the old generation once most of
 * them survived a young collection ("pretenuring"). A request's objects outlive one only while
 * the request is in flight, but a burst is enough to trip it: from then on each answer's rows
 * and JSON were allocated old and freed only by full collections. Measured on a page of ten
 * listings: 10 MB promoted per 1,000 answers and 0.75 s of collection per 20,000, against
 * 0.2 MB and 0.25 s with this off; the API's CPU per answer fell by a tenth (decision 22).
 */
export const YOUNG_GARBAGE_FLAG = '--no-allocation-site-pretenuring';

// V8 ignores a flag it does not know: young-garbage.test.ts checks this Node's V8 still has it.
setFlagsFromString(YOUNG_GARBAGE_FLAG);
