// The fields of a person signing up or registering (issue 17): first and last name, e-mail and, for a
// new account, the password, each bound to its react-hook-form field with the autocomplete a browser or
// password manager needs. The same on the account's sign-up, the subscription funnel's inline sign-up
// and a guest's campaign registration (part of the shared @rental/ui); their rules are @rental/ui/account-rules.

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

/** The ids of the fields ('{prefix}-first-name', …), for the error summary's links. */
export function accountFieldIds(prefix: string) {
  return {
    firstName: `${prefix}-first-name`,
    lastName: `${prefix}-last-name`,
    email: `${prefix}-email`,
    password: `${prefix}-password`,
  } as const;
}

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Prefix of the fields' ids, e.g. 'sign-up'. */
  idPrefix: string;
  /** The fields' labels in the page's language; no `password`: no password field. */
  labels: { firstName: string; lastName: string; email: string; password?: string };
  /** The password rules in a sentence, under the password field. */
  passwordHint?: string;
}

/** First name, last name, e-mail and (with its label) a new password. */
export function AccountFields<V extends FieldValues>({ form, idPrefix, labels, passwordHint }: Props<V>) {
  const ids = accountFieldIds(idPrefix);
  const name = (field: 'firstName' | 'lastName' | 'email' | 'password') => field as Path<V>;
  return (
    <>
      <FormField
        form={form}
        name={name('firstName')}
        id={ids.firstName}
        label={labels.firstName}
        autoComplete="given-name"
        dir="auto"
        isRequired
      />
      <FormField
        form={form}
        name={name('lastName')}
        id={ids.lastName}
        label={labels.lastName}
        autoComplete="family-name"
        dir="auto"
        isRequired
      />
      <FormField
        form={form}
        name={name('email')}
        id={ids.email}
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      {labels.password ? (
        <FormField
          form={form}
          name={name('password')}
          id={ids.password}
          label={labels.password}
          {...(passwordHint ? { hint: passwordHint } : {})}
          type="password"
          autoComplete="new-password"
          isRequired
        />
      ) : null}
    </>
  );
}
