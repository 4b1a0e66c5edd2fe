import type { ChangeEventHandler } from 'react';
import { FormField } from '../FormField/FormField';
import { accountTexts } from '../../../shared/texts/account';

/** The e-mail input of the account pages (type email, filled in by the browser). */
export function EmailField(props: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <FormField
      label={accountTexts.email}
      type="email"
      name="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
