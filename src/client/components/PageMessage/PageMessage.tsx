import type { ReactNode } from 'react';
import styles from './PageMessage.module.css';

interface PageMessageProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A page that is only a message and one way onwards (not found, sign-in hint, load error). */
export function PageMessage({ title, children, action }: PageMessageProps) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>{children}</p>
      {action}
    </div>
  );
}
