import type { FormEvent, ReactNode } from 'react';
import styles from './AuthCard.module.css';

interface AuthFormProps {
  /** The submit button's text ("Sign In"). */
  submitText: string;
  /** A request is on its way: the button says so and a second submit does nothing. */
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The form of an account page: its fields, then the full-width submit button. */
export function AuthForm({ submitText, pending, onSubmit, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      {children}
      <button
        type="submit"
        className={`button ${styles.submit}`}
        aria-disabled={pending || undefined}
      >
        {submitText}
      </button>
    </form>
  );
}
