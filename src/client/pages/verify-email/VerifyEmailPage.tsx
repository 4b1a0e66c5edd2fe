import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInPath } from '../../../shared/next-path';
import { accountTexts } from '../../../shared/texts/account';
import { useSession } from '../../api/get-session';
import { PageMessage } from '../../components/PageMessage/PageMessage';
import { ResendLinkButton } from '../../components/VerifyEmailNotice/ResendLinkButton';
import { notify } from '../../lib/notify';

const FORM = '/create-listing';

/**
 * /verify-email, where a verification link ends: the server has verified the address (or says
 * why not in `?error=`: used, forged or older than 24 hours). A signed-in owner goes on to the
 * listing form with a toast; anyone else reads the outcome here, with the way on (sign in to
 * publish or to ask for a new link, "Send the link again", or the form).
 */
export function VerifyEmailPage() {
  const texts = accountTexts.verifyEmail;
  const [params] = useSearchParams();
  const failed = params.has('error');
  const session = useSession();
  const navigate = useNavigate();
  const user = session.data?.user;
  const goOn = !failed && !!user?.emailVerified;

  useEffect(() => {
    if (!goOn) return;
    notify.success(texts.verifiedToast);
    navigate(FORM, { replace: true });
  }, [goOn, navigate, texts.verifiedToast]);

  const formLink = (to: string) => (
    <Link to={to} className="button">
      {texts.goOn}
    </Link>
  );
  if (!failed) {
    return (
      <PageMessage title={texts.verified} action={formLink(user ? FORM : signInPath(FORM))}>
        {texts.canPublish}
      </PageMessage>
    );
  }
  if (session.isPending) {
    return <PageMessage title={texts.linkFailed}>{texts.askAgain}</PageMessage>;
  }
  if (!user) {
    const signIn = (
      <Link to={signInPath(FORM)} className="button">
        {texts.signIn}
      </Link>
    );
    return (
      <PageMessage title={texts.linkFailed} action={signIn}>
        {texts.signInToAsk}
      </PageMessage>
    );
  }
  if (user.emailVerified) {
    return (
      <PageMessage title={texts.linkFailed} action={formLink(FORM)}>
        {texts.alreadyVerified}
      </PageMessage>
    );
  }
  return (
    <PageMessage title={texts.linkFailed} action={<ResendLinkButton email={user.email} />}>
      {texts.askAgain}
    </PageMessage>
  );
}
