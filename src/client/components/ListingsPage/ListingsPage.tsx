import type { ReactNode } from 'react';
import styles from './ListingsPage.module.css';

/** Frame of a list page: the heading (the route table titles the document alike) and the list. */
export function ListingsPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
