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

/** One radio button per choice of a fixed list, each with its text; inside the group's fieldset. */
export function RadioChoices<Value extends string>(props: {
  name: string;
  choices: readonly Value[];
  value: Value | null;
  onChange: (value: Value) => void;
  texts: Record<Value, string>;
}) {
  return props.choices.map((choice) => (
    <Choice
      key={choice}
      type="radio"
      name={props.name}
      value={choice}
      checked={props.value === choice}
      onChange={() => props.onChange(choice)}
    >
      {props.texts[choice]}
    </Choice>
  ));
}
