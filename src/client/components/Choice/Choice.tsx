import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Choice.module.css';

/**
 * A radio button or a checkbox with its text: the whole label is the target, at least 44 px
 * high as touch targets should be.
 */
export function Choice({
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { type: 'radio' | 'checkbox'; children: ReactNode }) {
  return (
    <label className={styles.choice}>
      <input {...input} />
      {children}
    </label>
  );
}
