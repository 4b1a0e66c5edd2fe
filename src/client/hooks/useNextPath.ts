import { useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, signInPath } from '../../shared/next-path';

/**
 * The page a sign-in or sign-up page goes back to (`next`, a path of this site only), and the
 * way to another account page that keeps it.
 */
export function useNextPath() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  return {
    next,
    /** `page` ("/sign-up") carrying `next` on. */
    keepNext: (page: string) => (next ? signInPath(next, page) : page),
  };
}
