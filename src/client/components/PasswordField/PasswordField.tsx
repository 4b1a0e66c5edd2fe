import { useId, useState, type InputHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { EyeIcon } from '../icons/EyeIcon';
import styles from './PasswordField.module.css';
import { accountTexts } from '../../../shared/texts/account';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A password input with a "Show password" / "Hide password" toggle. */
export function PasswordField({ className, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <FormField
      id={id}
      type={shown ? 'text' : 'password'}
      className={`${styles.input} ${className ?? ''}`}
      autoCapitalize="off"
      spellCheck={false}
      {...props}
      wrap={(input) => (
        <div className={styles.box}>
          {input}
          <button
            type="button"
            className={styles.toggle}
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon struck={shown} />
            {/* Named by its text, not aria-label: a search by the label "Password" finds the input only. */}
            <span className="visually-hidden">
              {shown ? accountTexts.hidePassword : accountTexts.showPassword}
            </span>
          </button>
        </div>
      )}
    />
  );
}
