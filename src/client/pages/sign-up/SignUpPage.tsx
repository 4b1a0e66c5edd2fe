import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DISPLAY_NAME_MAX } from '../../../shared/account-rules';
import { useSignUp } from '../../api/sign-up';
import { AuthCard, authStyles } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { EmailField } from '../../components/AuthCard/EmailField';
import { FormField } from '../../components/FormField/FormField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { SocialSignInButton } from '../../components/SocialSignInButton/SocialSignInButton';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';
import { useAlreadySignedIn } from '../../hooks/useAlreadySignedIn';
import { useNewPassword } from '../../hooks/useNewPassword';
import { useNextPath } from '../../hooks/useNextPath';
import { signUpErrorMessage } from '../../lib/account-errors';
import { accountTexts } from '../../../shared/texts/account';

/** /sign-up: name, e-mail and password (or the social provider); success goes to `next` or /, signed in. */
export function SignUpPage() {
  const { signUp: texts } = accountTexts;
  const signUp = useSignUp();
  const { next, keepNext } = useNextPath();
  const alreadySignedIn = useAlreadySignedIn(signUp);
  const submit = useAccountSubmit(signUp, { to: next ?? '/', failed: signUpErrorMessage });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const password = useNewPassword();

  if (alreadySignedIn) return <Navigate to={next ?? '/profile'} replace />;

  const send = () => {
    if (password.check()) {
      submit({ name: name.trim(), email: email.trim(), password: password.password });
    }
  };

  return (
    <AuthCard
      title={texts.heading}
      intro={texts.intro}
      footer={<Link to={keepNext('/sign-in')}>{texts.signInInstead}</Link>}
    >
      <AuthForm submitText={texts.submit} pending={signUp.isPending} onSubmit={send}>
        <FormField
          label={accountTexts.name}
          name="name"
          autoComplete="name"
          required
          maxLength={DISPLAY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField label={accountTexts.password} name="password" {...password.field} />
      </AuthForm>
      <p className={authStyles.divider}>{accountTexts.or}</p>
      <SocialSignInButton next={next} />
    </AuthCard>
  );
}
