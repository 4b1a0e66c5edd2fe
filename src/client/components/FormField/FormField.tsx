import { useId, type InputHTMLAttributes } from 'react';
import styles from './FormField.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A lasting hint under the input (the password rule, say). */
  hint?: string;
  /** What is wrong with the value; marks the input invalid. */
  error?: string | null;
  /** A short unit after the input ("/ Month"), read out with it; '' keeps its place empty. */
  suffix?: string;
}

/** A labelled text input with its hint and error read out with it. */
export function FormField({ label, hint, error, suffix, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const suffixId = `${id}-suffix`;
  const describedBy =
    [suffix && suffixId, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      id={id}
      className={`${styles.input} ${className ?? ''}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {suffix !== undefined ? (
        <div className={styles.withSuffix}>
          {field}
          {suffix && (
            <span id={suffixId} className={styles.suffix}>
              {suffix}
            </span>
          )}
        </div>
      ) : (
        field
      )}
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
