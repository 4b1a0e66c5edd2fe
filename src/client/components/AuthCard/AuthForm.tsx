import type { FormEvent, ReactNode } from 'react';
import styles from './AuthCard.module.css';
import { useHydrated } from '../../hooks/useHydrated';

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
  // Until the script has taken over, a submit would send the fields as a plain GET: the form
  // is shown, but disabled.
  const hydrated = useHydrated();
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.form} disabled={!hydrated}>
        {children}
        <button
          type="submit"
          className={`button ${styles.submit}`}
          aria-disabled={pending || undefined}
        >
          {submitText}
        </button>
      </fieldset>
    </form>
  );
}
