import { useState } from 'react';
import { Link } from 'react-router';
import { accountTexts } from '../../../shared/texts/account';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { EmailField } from '../../components/AuthCard/EmailField';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';
import { usePageHead } from '../../hooks/usePageHead';

/** /forgot-password: mails a reset link to the address (the answer is the same for any address). */
export function ForgotPasswordPage() {
  const { forgotPassword: texts } = accountTexts;
  usePageHead(texts.title);
  const request = useRequestPasswordReset();
  const submit = useAccountSubmit(request, {
    done: texts.sent,
    failed: () => texts.failed,
  });
  const [email, setEmail] = useState('');

  return (
    <AuthCard
      title={texts.title}
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
