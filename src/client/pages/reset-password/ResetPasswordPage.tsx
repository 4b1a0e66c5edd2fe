import { Link, useSearchParams } from 'react-router';
import { accountTexts } from '../../../shared/texts/account';
import { titleTexts } from '../../../shared/texts/titles';
import { useResetPassword } from '../../api/reset-password';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { AuthForm } from '../../components/AuthCard/AuthForm';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useAccountSubmit } from '../../hooks/useAccountSubmit';
import { useNewPassword } from '../../hooks/useNewPassword';
import { resetPasswordErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';

/** /reset-password?token=…: the page the reset e-mail links to; success goes to /sign-in. */
export function ResetPasswordPage() {
  const { resetPassword: texts } = accountTexts;
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const submit = useAccountSubmit(reset, {
    done: texts.done,
    to: '/sign-in',
    replace: true,
    failed: resetPasswordErrorMessage,
  });
  const password = useNewPassword();

  const send = () => {
    if (!password.check()) return;
    if (!token) notify.error(texts.linkInvalid);
    else submit({ token, newPassword: password.password });
  };

  return (
    <AuthCard
      title={titleTexts.resetPassword}
      intro={texts.intro}
      footer={<Link to="/forgot-password">{texts.newLink}</Link>}
    >
      <AuthForm submitText={texts.submit} pending={reset.isPending} onSubmit={send}>
        <PasswordField label={texts.newPassword} name="new-password" {...password.field} />
      </AuthForm>
    </AuthCard>
  );
}
