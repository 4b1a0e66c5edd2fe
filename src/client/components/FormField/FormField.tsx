import {
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './FormField.module.css';

interface FieldTexts {
  label: string;
  /** A lasting hint under the control (the password rule, say). */
  hint?: string;
  /** The hint changes as one types (characters left): read out politely when it does. */
  liveHint?: boolean;
  /** What is wrong with the value; marks the control invalid. */
  error?: string | null;
  /** A short unit after the control ("/ Month"), read out with it; '' keeps its place empty. */
  suffix?: string;
  /** The control's id, when something else must name it (a toggle's aria-controls). */
  id?: string;
  /** Puts the control in a box with more beside it (the password's show/hide toggle). */
  wrap?: (control: ReactElement) => ReactNode;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { multiline?: false };
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  multiline: true;
};

/** An input, or with `multiline` a textarea (an address, a message). */
export type FormFieldProps = FieldTexts & (InputProps | TextareaProps);

/** A labelled input or textarea with its hint and error read out with it. */
export function FormField(props: FormFieldProps) {
  const { label, hint, liveHint, error, suffix, id: givenId, wrap, ...control } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const suffixId = `${id}-suffix`;
  const describedBy =
    [suffix && suffixId, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  let element: ReactElement;
  if (control.multiline) {
    const { multiline: _multiline, className, ...textarea } = control;
    element = (
      <textarea
        {...shared}
        className={`input ${styles.textarea} ${className ?? ''}`}
        {...textarea}
      />
    );
  } else {
    const { multiline: _multiline, className, ...input } = control;
    element = <input {...shared} className={`input ${className ?? ''}`} {...input} />;
  }
  const field = wrap ? wrap(element) : element;
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
        <p id={hintId} className={styles.hint} aria-live={liveHint ? 'polite' : undefined}>
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
