import type { ChangeEventHandler } from 'react';
import { FormField } from '../FormField/FormField';

/** The e-mail input of the account pages (type email, filled in by the browser). */
export function EmailField(props: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <FormField label="Email" type="email" name="email" autoComplete="email" required {...props} />
  );
}
