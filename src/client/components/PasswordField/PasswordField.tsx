import { useId, useState, type InputHTMLAttributes } from 'react';
import fieldStyles from '../FormField/FormField.module.css';
import styles from './PasswordField.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A password input with a "Show password" / "Hide password" toggle. */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${fieldStyles.input} ${styles.input}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {shown && (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          {/* Named by its text, not aria-label: a search by the label "Password" finds the input only. */}
          <span className="visually-hidden">{shown ? 'Hide password' : 'Show password'}</span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
