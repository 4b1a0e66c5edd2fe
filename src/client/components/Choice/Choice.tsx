import type { FieldsetHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
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

/**
 * A radio group: its fieldset (given the page's `className` and any ARIA state), its legend, and
 * one radio button per choice of a fixed list, each with its text; `children` follow the choices
 * (an error message).
 */
export function RadioGroup<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  texts,
  children,
  ...fieldset
}: Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange'> & {
  legend: string;
  name: string;
  choices: readonly Value[];
  value: Value | null;
  onChange: (value: Value) => void;
  texts: Record<Value, string>;
  children?: ReactNode;
}) {
  return (
    <fieldset role="radiogroup" {...fieldset}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <Choice
          key={choice}
          type="radio"
          name={name}
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
        >
          {texts[choice]}
        </Choice>
      ))}
      {children}
    </fieldset>
  );
}
