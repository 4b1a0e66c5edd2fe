import { PAGE_SCRIPTS_ID } from './app/page-scripts';
import './styles/global.css';

/**
 * The entry. A page the server rendered is whole without the app, which only takes it over:
 * the app's code (some 300 KB) is fetched once the page has loaded, its first photo included,
 * so that on a slow connection the photo does not share the line with it. Until then links work
 * and the controls that need the script are disabled (see useHydrated). An empty page (the
 * development server, or a page the server could not render) starts the app at once.
 */
function startApp() {
  // The chunks of the page the server rendered, which it names (the app's first), fetched
  // alongside the app's. Each module preload costs the main thread a few milliseconds to add
  // (some 7 on a slow phone): a page's two dozen go in a few at a time, each group a task of
  // its own, so that none holds the thread for long.
  const pageScripts = document.getElementById(PAGE_SCRIPTS_ID);
  const links =
    pageScripts instanceof HTMLTemplateElement
      ? [...(pageScripts.content.cloneNode(true) as DocumentFragment).children]
      : [];
  const [first = [], ...others] = Array.from(
    { length: Math.ceil(links.length / LINKS_PER_TASK) },
    (_, i) => links.slice(i * LINKS_PER_TASK, (i + 1) * LINKS_PER_TASK),
  );
  const append = (group: Element[]) => () => document.head.append(...group);
  // The app's own chunks are in the first group: it starts once they are asked for.
  inTasks([append(first), () => void import('./main'), ...others.map(append)]);
}

const LINKS_PER_TASK = 4;

/** Runs each step in a task of its own, in order. */
function inTasks([first, ...rest]: (() => void)[]) {
  first?.();
  if (rest.length > 0) setTimeout(() => inTasks(rest), 0);
}

/**
 * After the next frame is painted: the load event can come before the page's photos are on the
 * screen, and the code's requests and its parsing would then hold back the paint they wait for
 * (a slow phone's largest paint, a second later). A hidden tab paints no frame: it starts at once.
 */
function afterNextPaint(work: () => void) {
  if (document.visibilityState !== 'visible') return work();
  requestAnimationFrame(() => setTimeout(work, 0));
}

const rendered = Boolean(document.getElementById('root')?.firstChild);
if (!rendered) startApp();
else if (document.readyState === 'complete') afterNextPaint(startApp);
else window.addEventListener('load', () => afterNextPaint(startApp), { once: true });
