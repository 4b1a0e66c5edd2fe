import styles from './Spinner.module.css';
import { commonTexts } from '../../../shared/texts/common';

/** The loading indicator of every page: `role="status"` named "Loading". */
export function Spinner() {
  return (
    <div className={styles.spinner} role="status" aria-label={commonTexts.loading}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.text} aria-hidden="true">
        {commonTexts.loadingShown}
      </span>
    </div>
  );
}
