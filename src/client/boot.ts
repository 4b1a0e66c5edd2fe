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

const rendered = Boolean(document.getElementById('root')?.firstChild);
if (!rendered || document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
