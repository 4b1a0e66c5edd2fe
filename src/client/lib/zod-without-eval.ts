/**
 * zod probes once whether it may compile its validators with `new Function`. This site's policy
 * (`script-src 'self'`) refuses that, and although zod catches the refusal, the browser reports it
 * as a Content-Security-Policy violation (an issue in DevTools, a lower Lighthouse score). zod reads
 * its settings from this global, which every copy of zod shares: setting `jitless` here skips the
 * probe without bringing zod into the entry's code.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
