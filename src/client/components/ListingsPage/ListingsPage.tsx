import type { ReactNode } from 'react';
import { usePageHead } from '../../hooks/usePageHead';
import styles from './ListingsPage.module.css';

/** Frame of a list page: the heading (also the document title) and the list. */
export function ListingsPage({ heading, children }: { heading: string; children: ReactNode }) {
  usePageHead(heading);
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
