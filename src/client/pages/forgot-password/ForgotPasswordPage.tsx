import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { EmailField } from '../../components/AuthCard/EmailField';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** /forgot-password: mails a reset link to the address (the answer is the same for any address). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const request = useRequestPasswordReset();
  const submit = useAccountSubmit(request, {
    done: messages.resetSent,
    failed: () => messages.resetFailed,
  });
  const [email, setEmail] = useState('');

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<Link to="/sign-in">Sign In</Link>}
    >
      <AuthForm
        submitText="Send Reset Link"
        pending={request.isPending}
        onSubmit={() => submit({ email: email.trim() })}
      >
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      </AuthForm>
    </AuthCard>
  );
}
