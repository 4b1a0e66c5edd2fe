import { useRef, useState, type FormEvent } from 'react';
import {
  REASON_NEEDING_DETAILS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '../../../shared/moderation-rules';
import { reportInputSchema } from '../../../shared/schemas/report';
import { moderationTexts } from '../../../shared/texts/moderation';
import { ApiRequestError } from '../../api/http';
import { useReportListing } from '../../api/report-listing';
import { RadioGroup } from '../../components/Choice/Choice';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogButtons } from '../../components/Dialog/DialogButtons';
import { FormField } from '../../components/FormField/FormField';
import { notify } from '../../lib/notify';
import styles from './ReportDialog.module.css';

const texts = moderationTexts.report;

interface FieldErrors {
  reason?: string;
  details?: string;
}

/**
 * The dialog "Report this listing": radio group "Reason", textarea "Details" (needed for
 * "Something else"), "Send report". The rules are the API's own schema; its refusals (the limit
 * of reports, a listing gone) come back as a toast.
 */
export default function ReportDialog(props: { listingId: string; onClose: () => void }) {
  const { listingId, onClose } = props;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useReportListing();
  const form = useRef<HTMLFormElement>(null);
  const reasonErrorId = `report-reason-error-${listingId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = reportInputSchema.safeParse({ reason: reason ?? undefined, details });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'details' ? 'details' : 'reason';
        found[field] ??= issue.message;
      }
      setErrors(found);
      // The first field to mend takes the focus, its message read with it.
      const target = found.reason ? 'input[name="reason"]' : 'textarea[name="details"]';
      form.current?.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { listingId, report: parsed.data },
      {
        onSuccess: () => {
          notify.success(texts.sent);
          onClose();
        },
        onError: (error) =>
          notify.error(
            error instanceof ApiRequestError && error.status < 500 ? error.message : texts.failed,
          ),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} heading={texts.dialog}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <RadioGroup
          legend={texts.reason}
          className={styles.reasons}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
          aria-invalid={errors.reason ? true : undefined}
          name="reason"
          choices={REPORT_REASONS}
          value={reason}
          onChange={setReason}
          texts={texts.reasons}
        >
          {errors.reason && (
            <p id={reasonErrorId} className={styles.error}>
              {errors.reason}
            </p>
          )}
        </RadioGroup>
        <FormField
          multiline
          label={texts.details}
          name="details"
          rows={4}
          maxLength={REPORT_DETAILS_MAX}
          required={reason === REASON_NEEDING_DETAILS}
          hint={texts.detailsHint({ max: REPORT_DETAILS_MAX })}
          error={errors.details ?? null}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <DialogButtons busy={send.isPending} submit={texts.send} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
