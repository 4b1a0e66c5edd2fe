import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links to the other account pages, under the card. */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages: a heading and one card. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={`panel ${styles.card}`}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}

export { styles as authStyles };
