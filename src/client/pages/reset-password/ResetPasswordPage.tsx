import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { useResetPassword } from '../../api/reset-password';
import { AuthCard, authStyles } from '../../components/AuthCard/AuthCard';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { resetPasswordErrorMessage } from '../../lib/account-errors';
import { notify } from '../../lib/notify';
import { passwordHint, passwordProblem } from '../../lib/password-rule';

/** /reset-password?token=…: the page the reset e-mail links to; success goes to /sign-in. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const problem = passwordProblem(password);
    setPasswordError(problem);
    if (problem) return;
    if (!token) {
      notify.error(messages.resetLinkInvalid);
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          notify.success(messages.passwordResetDone);
          navigate('/sign-in', { replace: true });
        },
        onError: (error) => notify.error(resetPasswordErrorMessage(error)),
      },
    );
  };

  return (
    <AuthCard
      title="Reset Password"
      intro="Choose a new password for your account."
      footer={<Link to="/forgot-password">Send a new link</Link>}
    >
      <form className={authStyles.form} onSubmit={submit}>
        <PasswordField
          label="New Password"
          name="new-password"
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
          aria-disabled={reset.isPending || undefined}
        >
          Reset Password
        </button>
      </form>
    </AuthCard>
  );
}
