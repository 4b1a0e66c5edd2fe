import { useState, type ChangeEvent } from 'react';
import { passwordHint, passwordProblem } from '../lib/password-rule';

/**
 * A new password and its rule (sign-up, reset): the problem shows after a submit, then follows
 * what is typed until it is gone. `field` goes to the PasswordField.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    password,
    /** Shows the rule's problem, if any; true when the password may be sent. */
    check: () => {
      const problem = passwordProblem(password);
      setError(problem);
      return problem === null;
    },
    field: {
      autoComplete: 'new-password',
      required: true,
      hint: passwordHint,
      error,
      value: password,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setPassword(event.target.value);
        if (error) setError(passwordProblem(event.target.value));
      },
    },
  };
}
