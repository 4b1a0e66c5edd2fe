import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, following changes. False on the server and in the first
 * render after it (the page's HTML is the same for every screen); true from then on where it
 * matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
