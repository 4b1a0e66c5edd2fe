import { useEffect, useState } from 'react';
import { LINK_COPIED_MS } from '../../../shared/constants';
import { listingTexts } from '../../../shared/texts/listings';
import { ShareIcon } from '../../components/icons/FactIcons';
import { useHydrated } from '../../hooks/useHydrated';
import { copyText } from '../../lib/copy-text';
import styles from './CopyLinkButton.module.css';

/** Copies the page address; "Link Copied" shows for LINK_COPIED_MS (in a polite live region). */
export function CopyLinkButton() {
  // Each copy is a new notice (a second copy while one shows shows it a full second again).
  const [copied, setCopied] = useState(0);
  const hydrated = useHydrated();

  // Timed from the notice on the page, not from the click: on a busy phone the render itself
  // can take a good part of the second.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(0), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(window.location.href)) setCopied((n) => n + 1);
  };

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.button}
        aria-label={listingTexts.detail.copyLink}
        onClick={() => void copy()}
        disabled={!hydrated}
      >
        <ShareIcon />
      </button>
      <p className={styles.notice} aria-live="polite">
        {copied > 0 && <span className={styles.bubble}>{listingTexts.detail.linkCopied}</span>}
      </p>
    </div>
  );
}
