import { useQueryClient } from '@tanstack/react-query';
import { accountTexts } from '../../../shared/texts/account';
import { ApiRequestError } from '../../api/http';
import { useSendVerificationEmail } from '../../api/send-verification-email';
import { sessionKey } from '../../api/session-key';
import { BusyButton } from '../BusyButton/BusyButton';
import { notify } from '../../lib/notify';

/** better-auth's answer when the address was verified meanwhile (another tab, a social sign-in). */
const ALREADY_VERIFIED = 'EMAIL_ALREADY_VERIFIED';

/** "Send the link again": mails a new verification link to `email`; a toast says how it went. */
export function ResendLinkButton({ email }: { email: string }) {
  const texts = accountTexts.verifyEmail;
  const send = useSendVerificationEmail();
  const queryClient = useQueryClient();

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === ALREADY_VERIFIED) {
      // Nothing to send: the session, read again, shows the form.
      void queryClient.invalidateQueries({ queryKey: sessionKey });
      return;
    }
    const limited = error instanceof ApiRequestError && error.status === 429;
    notify.error(limited ? error.message : texts.resendFailed);
  };

  return (
    <BusyButton
      busy={send.isPending}
      onClick={() =>
        send.mutate(
          { email },
          { onSuccess: () => notify.success(texts.resent({ email })), onError: failed },
        )
      }
    >
      {texts.resend}
    </BusyButton>
  );
}
