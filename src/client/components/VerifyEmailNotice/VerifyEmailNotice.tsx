import { accountTexts } from '../../../shared/texts/account';
import { ResendLinkButton } from './ResendLinkButton';
import styles from './VerifyEmailNotice.module.css';

/**
 * What an owner whose e-mail is not verified sees instead of the listing form while publishing
 * needs it (PUBLISH_REQUIRES_VERIFIED_EMAIL): what to do, where the link goes, and a new link.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const texts = accountTexts.verifyEmail;
  return (
    <section className={styles.notice} aria-labelledby="verify-email-needed">
      <h2 id="verify-email-needed">{texts.needed}</h2>
      <p>{texts.where({ email })}</p>
      <ResendLinkButton email={email} />
    </section>
  );
}
