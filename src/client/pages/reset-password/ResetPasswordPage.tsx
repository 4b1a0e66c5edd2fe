import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { useResetPassword } from '../../api/reset-password';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useNewPassword } from '../../hooks/useNewPassword';
import { resetPasswordErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';

/** /reset-password?token=…: the page the reset e-mail links to; success goes to /sign-in. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const submit = useAccountSubmit(reset, {
    done: messages.passwordResetDone,
    to: '/sign-in',
    replace: true,
    failed: resetPasswordErrorMessage,
  });
  const password = useNewPassword();

  const send = () => {
    if (!password.check()) return;
    if (!token) notify.error(messages.resetLinkInvalid);
    else submit({ token, newPassword: password.password });
  };

  return (
    <AuthCard
      title="Reset Password"
      intro="Choose a new password for your account."
      footer={<Link to="/forgot-password">Send a new link</Link>}
    >
      <AuthForm submitText="Reset Password" pending={reset.isPending} onSubmit={send}>
        <PasswordField label="New Password" name="new-password" {...password.field} />
      </AuthForm>
    </AuthCard>
  );
}
