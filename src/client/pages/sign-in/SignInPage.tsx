import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSignIn } from '../../api/sign-in';
import { AuthCard, authStyles } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { EmailField } from '../../components/AuthCard/EmailField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { SocialSignInButton } from '../../components/SocialSignInButton/SocialSignInButton';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';
import { useAlreadySignedIn } from '../../hooks/useAlreadySignedIn';
import { useNextPath } from '../../hooks/useNextPath';
import { signInErrorMessage, socialSignInErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';
import { accountTexts } from '../../../shared/texts/account';

/** /sign-in: e-mail and password, or the social provider; success goes to `next` or /. */
export function SignInPage() {
  const { signIn: texts } = accountTexts;
  const signIn = useSignIn();
  const { next, keepNext } = useNextPath();
  const alreadySignedIn = useAlreadySignedIn(signIn);
  const submit = useAccountSubmit(signIn, { to: next ?? '/', failed: signInErrorMessage });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useSocialFailure();

  if (alreadySignedIn) return <Navigate to={next ?? '/profile'} replace />;

  return (
    <AuthCard
      title={texts.heading}
      intro={texts.intro}
      footer={<Link to={keepNext('/sign-up')}>{texts.signUpInstead}</Link>}
    >
      <AuthForm
        submitText={texts.submit}
        pending={signIn.isPending}
        onSubmit={() => submit({ email: email.trim(), password })}
      >
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label={accountTexts.password}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to="/forgot-password" className={authStyles.inlineLink}>
          {texts.forgotPassword}
        </Link>
      </AuthForm>
      <p className={authStyles.divider}>{accountTexts.or}</p>
      <SocialSignInButton next={next} />
    </AuthCard>
  );
}

/**
 * A social sign-in whose provider sent the whole page (the popup blocked) comes back here with
 * its `error` when it failed: said in a toast once, then taken off the address.
 */
function useSocialFailure() {
  const [params, setParams] = useSearchParams();
  const failure = params.get('error');
  useEffect(() => {
    if (!failure) return;
    notify.error(socialSignInErrorMessage(failure));
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('error');
        return rest;
      },
      { replace: true },
    );
  }, [failure, setParams]);
}
