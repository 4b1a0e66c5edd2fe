import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSignIn } from '../../api/sign-in';
import { AuthCard, authStyles } from '../../components/AuthCard/AuthCard';
import { FormField } from '../../components/FormField/FormField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { SocialSignInButton } from '../../components/SocialSignInButton/SocialSignInButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useIsSignedIn } from '../../hooks/useIsSignedIn';
import { signInErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';

/** /sign-in: e-mail and password, or the social provider; success goes to /. */
export function SignInPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signedIn = useIsSignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (signedIn && !signIn.isPending && !signIn.isSuccess) return <Navigate to="/profile" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate('/'),
        onError: (error) => notify.error(signInErrorMessage(error)),
      },
    );
  };

  return (
    <AuthCard
      title="Welcome"
      intro="Sign in to publish your homes and manage your profile."
      footer={<Link to="/sign-up">Sign Up Instead</Link>}
    >
      <form className={authStyles.form} onSubmit={submit}>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to="/forgot-password" className={authStyles.inlineLink}>
          Forgot Password
        </Link>
        <button
          type="submit"
          className={`button ${authStyles.submit}`}
          aria-disabled={signIn.isPending || undefined}
        >
          Sign In
        </button>
      </form>
      <p className={authStyles.divider}>or</p>
      <SocialSignInButton />
    </AuthCard>
  );
}
