import type { ReactNode } from 'react';

/**
 * A button whose action is under way while `busy`: a click then does nothing. It stays focusable
 * (aria-disabled, not disabled), so the focus is not lost while the request runs.
 */
export function BusyButton(props: { busy: boolean; onClick: () => void; children: ReactNode }) {
  const { busy, onClick, children } = props;
  return (
    <button
      type="button"
      className="button"
      aria-disabled={busy || undefined}
      onClick={() => busy || onClick()}
    >
      {children}
    </button>
  );
}
