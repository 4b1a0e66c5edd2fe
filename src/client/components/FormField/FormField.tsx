import { useId, type InputHTMLAttributes } from 'react';
import styles from './FormField.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A lasting hint under the input (the password rule, say). */
  hint?: string;
  /** What is wrong with the value; marks the input invalid. */
  error?: string | null;
}

/** A labelled text input with its hint and error read out with it. */
export function FormField({ label, hint, error, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.input} ${className ?? ''}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
