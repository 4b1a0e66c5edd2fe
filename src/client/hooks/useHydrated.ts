import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * True outside the app's tree (a component rendered on its own, as in unit tests); the app's tree
 * gets its value from HydratedProvider.
 */
const HydratedContext = createContext(true);

/** Whether a page has been taken over, and who waits for it. */
let pageTakenOver = false;
let onPageTakenOver: (() => void) | undefined;

/**
 * False on the server and while the browser takes over a page rendered there; true from then
 * on. For what only a browser can show (the map), rendered after so that the two renders agree,
 * and for controls that need the script: disabled until then, so that a click or a keystroke
 * before it runs is not lost (a click on a disabled button waits, as people and tests do).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Holds useHydrated's answer for the app's tree: false as the server renders and as the browser
 * takes the page over, then true. The change is rendered as a transition, which React splits
 * into slices and interrupts for a press: the components that read it re-render (whole pages,
 * some of them), and as one urgent render that was a phone's longest task after the takeover.
 * It comes once the page itself has been taken over (PageTakenOver): its chunk arrives after the
 * layout's, and a change reaching a part of the page not yet taken over would hold it back.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setHydrated(true));
    if (pageTakenOver) show();
    else onPageTakenOver = show;
    return () => {
      onPageTakenOver = undefined;
    };
  }, []);
  return createElement(HydratedContext, { value: hydrated }, children);
}

/**
 * Rendered after the page in the layout's Suspense boundary (and by the page's error), so that it
 * comes into place with the page: the page has been taken over.
 */
export function PageTakenOver(): null {
  useEffect(() => {
    pageTakenOver = true;
    onPageTakenOver?.();
  }, []);
  return null;
}
