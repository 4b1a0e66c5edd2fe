import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Dialog.module.css';

/** What a keyboard can reach inside the dialog, in order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );

/**
 * A modal dialog named by its heading (the native `<dialog>` shown with showModal, so the rest
 * of the page is inert). Focus goes to the control marked `data-autofocus` (else the first),
 * Tab and Shift+Tab stay inside, Escape closes it, and focus goes back to what opened it. Its
 * content exists only while it is open, so a closed dialog adds no name to the page.
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  heading: string;
  /** `sheet`: rises from the bottom of a phone's screen. */
  variant?: 'centred' | 'sheet';
  children: ReactNode;
}) {
  const { open, onClose, heading, variant = 'centred', children } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0])?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener.current?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A control inside may use Escape itself (the place box closes its offers).
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const inside = focusables(event.currentTarget);
      const [first, last] = [inside[0], inside.at(-1)];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className={`${styles.dialog} ${styles[variant]}`}
      onKeyDown={onKeyDown}
      // The browser's own close requests (a phone's Back gesture): closed as Escape is.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
