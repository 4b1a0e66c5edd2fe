import { useState } from 'react';
import { Link } from 'react-router';
import { accountTexts } from '../../../shared/texts/account';
import { titleTexts } from '../../../shared/texts/titles';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { EmailField } from '../../components/AuthCard/EmailField';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';

/** /forgot-password: mails a reset link to the address (the answer is the same for any address). */
export function ForgotPasswordPage() {
  const { forgotPassword: texts } = accountTexts;
  const request = useRequestPasswordReset();
  const submit = useAccountSubmit(request, {
    done: texts.sent,
    failed: () => texts.failed,
  });
  const [email, setEmail] = useState('');

  return (
    <AuthCard
      title={titleTexts.forgotPassword}
      intro={texts.intro}
      footer={<Link to="/sign-in">{texts.signIn}</Link>}
    >
      <AuthForm
        submitText={texts.submit}
        pending={request.isPending}
        onSubmit={() => submit({ email: email.trim() })}
      >
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      </AuthForm>
    </AuthCard>
  );
}
