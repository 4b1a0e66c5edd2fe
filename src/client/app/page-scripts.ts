/**
 * The id of the template in which a rendered page names its chunks as module preloads: inert
 * until the app starts (boot.ts), so that they do not compete with the page's photos.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';
