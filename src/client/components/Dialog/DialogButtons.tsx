import { commonTexts } from '../../../shared/texts/common';
import styles from './Dialog.module.css';

/**
 * The last row of a form in a dialog: its submit button, marked busy while the form is being sent
 * (it stays focusable; the form ignores a second submit), and the button that closes the dialog,
 * named alike in every dialog.
 */
export function DialogButtons(props: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className={styles.buttons}>
      <button type="submit" className="button" aria-disabled={props.busy || undefined}>
        {props.submit}
      </button>
      <button type="button" className="button button-secondary" onClick={props.onCancel}>
        {commonTexts.cancel}
      </button>
    </div>
  );
}
