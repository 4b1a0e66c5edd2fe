import styles from './SearchPage.module.css';
import type { TypedText } from './typed-filters';

type Bound = 'minPrice' | 'maxPrice' | 'minArea' | 'maxArea';

/**
 * A minimum and a maximum typed side by side (the price's, the area's): named fields of the GET
 * form in whole numbers, applied by the form after a pause or Enter.
 */
export function BoundFields<Name extends Bound>(props: {
  bounds: readonly (readonly [label: string, name: Name])[];
  typed: TypedText;
  onType: (name: Name, value: string) => void;
}) {
  return (
    <div className={styles.prices}>
      {props.bounds.map(([label, name]) => (
        <label key={name} className={styles.field}>
          {label}
          <input
            name={name}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={props.typed[name]}
            onChange={(event) => props.onType(name, event.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
