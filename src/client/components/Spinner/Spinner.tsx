import styles from './Spinner.module.css';

/** The loading indicator of every page: `role="status"` named "Loading". */
export function Spinner() {
  return (
    <div className={styles.spinner} role="status" aria-label="Loading">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.text} aria-hidden="true">
        Loading…
      </span>
    </div>
  );
}
