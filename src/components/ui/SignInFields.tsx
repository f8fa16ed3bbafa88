import type { ReactNode } from 'react';
import { LabelledInput } from './LabelledInput';

interface SignInFieldsProps {
  /** Prefix of the two inputs' ids: `${idPrefix}-email` and `${idPrefix}-password`. */
  idPrefix: string;
  classPrefix: 'sc' | 'admin';
  labels: { email: ReactNode; password: ReactNode };
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  /** The id of the form's sign-in error while it is shown: both fields are read with it and marked invalid. */
  errorId?: string;
  required?: boolean;
}

/**
 * The e-mail and password of a sign-in form, with the autocomplete names password managers look for. A failed
 * sign-in has one message for both fields, since saying which one was wrong would tell an attacker which e-mail
 * addresses have accounts.
 */
export function SignInFields({ idPrefix, classPrefix, labels, email, password, onEmailChange, onPasswordChange, errorId, required }: SignInFieldsProps) {
  return (
    <>
      <LabelledInput
        classPrefix={classPrefix}
        id={`${idPrefix}-email`}
        label={labels.email}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        sharedErrorId={errorId}
        required={required}
      />
      <LabelledInput
        classPrefix={classPrefix}
        id={`${idPrefix}-password`}
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        sharedErrorId={errorId}
        required={required}
      />
    </>
  );
}
