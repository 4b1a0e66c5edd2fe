import fieldStyles from '../FormField/FormField.module.css';
import styles from './ToggleGroup.module.css';
import { commonTexts } from '../../../shared/texts/common';

interface Choice {
  label: string;
  pressed: boolean;
  onPress: () => void;
  /** Until the app has started (a press would be lost). */
  disabled?: boolean;
}

/** A named group of toggle buttons (`aria-pressed`): Sell / Rent, Yes / No, bedroom counts. */
export function ToggleGroup({
  legend,
  choices,
  className,
}: {
  legend: string;
  choices: Choice[];
  className?: string;
}) {
  return (
    <fieldset className={className ? `${styles.group} ${className}` : styles.group}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.toggles}>
        {choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className={styles.toggle}
            aria-pressed={choice.pressed}
            disabled={choice.disabled}
            onClick={choice.onPress}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A yes/no question as a group of two toggle buttons. */
export function YesNo(props: {
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { legend, value, onChange } = props;
  return (
    <ToggleGroup
      legend={legend}
      choices={[
        { label: commonTexts.yes, pressed: value, onPress: () => onChange(true) },
        { label: commonTexts.no, pressed: !value, onPress: () => onChange(false) },
      ]}
    />
  );
}
