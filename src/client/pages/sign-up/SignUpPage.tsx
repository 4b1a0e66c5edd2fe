import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DISPLAY_NAME_MAX } from '../../../shared/account-rules';
import { useSignUp } from '../../api/sign-up';
import { AuthCard, authStyles } from '../../components/AuthCard/AuthCard';
import { FormField } from '../../components/FormField/FormField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { SocialSignInButton } from '../../components/SocialSignInButton/SocialSignInButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useIsSignedIn } from '../../hooks/useIsSignedIn';
import { signUpErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';
import { passwordHint, passwordProblem } from '../../lib/password-rule';

/** /sign-up: name, e-mail and password (or the social provider); success goes to / signed in. */
export function SignUpPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const signedIn = useIsSignedIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  if (signedIn && !signUp.isPending && !signUp.isSuccess) return <Navigate to="/profile" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const problem = passwordProblem(password);
    setPasswordError(problem);
    if (problem) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: () => navigate('/'),
        onError: (error) => notify.error(signUpErrorMessage(error)),
      },
    );
  };

  return (
    <AuthCard
      title="Create an Account"
      intro="Create an account to publish your homes for rent or for sale."
      footer={<Link to="/sign-in">Sign In Instead</Link>}
    >
      <form className={authStyles.form} onSubmit={submit}>
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={DISPLAY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
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
          autoComplete="new-password"
          required
          hint={passwordHint}
          error={passwordError}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (passwordError) setPasswordError(passwordProblem(event.target.value));
          }}
        />
        <button
          type="submit"
          className={`button ${authStyles.submit}`}
          aria-disabled={signUp.isPending || undefined}
        >
          Sign Up
        </button>
      </form>
      <p className={authStyles.divider}>or</p>
      <SocialSignInButton />
    </AuthCard>
  );
}
