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
  // The chunks of the page the server rendered, which it names: fetched alongside the app's.
  const pageScripts = document.getElementById(PAGE_SCRIPTS_ID);
  if (pageScripts instanceof HTMLTemplateElement) {
    document.head.append(pageScripts.content.cloneNode(true));
  }
  void import('./main');
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
