import { useEffect, useRef, useState } from 'react';
import { LINK_COPIED_MS } from '../../../shared/constants';
import { listingTexts } from '../../../shared/texts/listings';
import { ShareIcon } from '../../components/icons/FactIcons';
import { useHydrated } from '../../hooks/useHydrated';
import { copyText } from '../../lib/copy-text';
import styles from './CopyLinkButton.module.css';

/** Copies the page address; "Link Copied" shows for LINK_COPIED_MS (in a polite live region). */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(window.location.href);
    if (!ok) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
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
        {copied && <span className={styles.bubble}>{listingTexts.detail.linkCopied}</span>}
      </p>
    </div>
  );
}
