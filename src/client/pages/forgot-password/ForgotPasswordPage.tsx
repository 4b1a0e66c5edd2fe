import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { AuthCard, authStyles } from '../../components/AuthCard/AuthCard';
import { FormField } from '../../components/FormField/FormField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notify } from '../../lib/notify';

/** /forgot-password: mails a reset link to the address (the answer is the same for any address). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: () => notify.success(messages.resetSent),
        onError: () => notify.error(messages.resetFailed),
      },
    );
  };

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<Link to="/sign-in">Sign In</Link>}
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
        <button
          type="submit"
          className={`button ${authStyles.submit}`}
          aria-disabled={request.isPending || undefined}
        >
          Send Reset Link
        </button>
      </form>
    </AuthCard>
  );
}
