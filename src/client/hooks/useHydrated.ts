import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser takes over a page rendered there; true from then
 * on. For what only a browser can show (the map), rendered after so that the two renders agree,
 * and for controls that need the script: disabled until then, so that a click or a keystroke
 * before it runs is not lost (a click on a disabled button waits, as people and tests do).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
