/**
 * The browser build's chunking: a first visit to `/` fetches the app (main.tsx) and the home
 * page, and every file costs its own response headers (some 400 bytes in our answers, more than
 * many of these small files weigh). Left alone, the bundler splits out each module that the app
 * shares with a page (the JSX runtime, the API client, small hooks) into a file of its own, even
 * though the app is always loaded before any page. Here one chunk ("app") takes everything the
 * app imports, and the building blocks of the home page (its components and hooks, not the
 * page's own files): those are the files every first visit would otherwise fetch one by one.
 * The entry (boot.ts) and what it imports stay apart: it must not load the app before the page's
 * photos.
 */
import path from 'node:path';

interface ModuleInfo {
  importedIds: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfo | null;

const RUNTIME = '\0rolldown/runtime.js';

/** `from` and every module it imports statically, transitively. */
function staticClosure(from: string, getModuleInfo: GetModuleInfo, into = new Set<string>()) {
  if (into.has(from)) return into;
  into.add(from);
  for (const id of getModuleInfo(from)?.importedIds ?? []) staticClosure(id, getModuleInfo, into);
  return into;
}

/** The code splitting of the browser build of the client in `clientDir`. */
export function firstVisitChunks(clientDir: string) {
  const app = path.join(clientDir, 'main.tsx');
  const entry = path.join(clientDir, 'boot.ts');
  const homePage = path.join(clientDir, 'pages', 'explore', 'ExplorePage.tsx');
  const homePageFiles = path.dirname(homePage) + path.sep;
  let appModules: Set<string> | undefined;
  const appChunk = (id: string, context: { getModuleInfo: GetModuleInfo }) => {
    const getModuleInfo: GetModuleInfo = (moduleId) => context.getModuleInfo(moduleId);
    if (!appModules) {
      const entryModules = staticClosure(entry, getModuleInfo);
      const homeParts = [...staticClosure(homePage, getModuleInfo)].filter(
        (m) => !m.startsWith(homePageFiles),
      );
      appModules = new Set(
        [...staticClosure(app, getModuleInfo), ...homeParts].filter(
          // main.tsx keeps its own small chunk: the manifest (and the server) know the app by it.
          // The bundler's own helpers (ids starting with NUL) are shared with the entry.
          (m) => m !== app && !m.startsWith('\0') && !entryModules.has(m),
        ),
      );
      // The bundler's runtime (its module registry), which the app and most chunks import.
      appModules.add(RUNTIME);
    }
    return appModules.has(id) ? 'app' : null;
  };
  // Only the modules named: a group would otherwise take their imports too, the bundler's
  // chunk-loading helper among them, which the entry would then load with the app's chunk.
  return { includeDependenciesRecursively: false, groups: [{ name: appChunk }] };
}
