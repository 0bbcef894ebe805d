// Changing the e-mail address (issue 14 §8; POST /v2/users/me/email): the new address and the current
// password; the API sends a link to the new address and the change takes effect when it is opened
// (confirm-email.tsx). Until then the pending address is shown. An account without a password (made by
// social sign-in) gives none, within 10 minutes of signing in with its provider, or signs in again first.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { FormField, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm, applyFieldErrors } from '../../shared/account-form.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { emailRule, ruleMessages } from '../../shared/rules.ts';
import { type AccountAccess, canConfirmWithoutPassword } from './account-access.ts';
import { SignInAgain } from './sign-in-again.tsx';

interface Props {
  email: string;
  pendingEmail: string | null;
  access: AccountAccess;
}

export function EmailForm({ email, pendingEmail, access }: Props) {
  const { t } = useTranslation('account');
  const [pending, setPending] = useState(pendingEmail);
  // The API said the social sign-in is no longer recent (the page stayed open meanwhile).
  const [stale, setStale] = useState(false);
  const withPassword = access.hasPassword;
  return (
    <section aria-labelledby="email-title" className="account__group">
      <h3 id="email-title">{t('settings.emailTitle')}</h3>
      <p>{t('settings.emailNow', { email })}</p>
      {!withPassword && (stale || !canConfirmWithoutPassword(access)) ? (
        <>
          {pending ? <p>{t('settings.emailPending', { email: pending })}</p> : null}
          <SignInAgain provider={access.provider} />
        </>
      ) : (
        <EmailFields
          key={withPassword ? 'password' : 'social'}
          withPassword={withPassword}
          pending={pending}
          onSent={setPending}
          onStale={() => setStale(true)}
        />
      )}
    </section>
  );
}

interface FieldsProps {
  /** Ask for the current password (an account that has one). */
  withPassword: boolean;
  pending: string | null;
  onSent: (newEmail: string) => void;
  /** The API asked for a fresh social sign-in first. */
  onStale: () => void;
}

function EmailFields({ withPassword, pending, onSent, onStale }: FieldsProps) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** The new e-mail address. */
      newEmail: emailRule(m),
      /** The current password (only asked of an account that has one). */
      password: z.string().check(z.refine((v) => !withPassword || v !== '', { error: m.passwordRequired })),
    });
  }, [t, withPassword]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { newEmail: '', password: '' } });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    const newEmail = v.newEmail.trim();
    try {
      await dataOf(
        api.POST('/v2/users/me/email', {
          body: withPassword ? { newEmail, password: v.password } : { newEmail },
        }),
      );
      onSent(newEmail);
      form.reset();
    } catch (error) {
      const e = asApiError(error);
      if (e.code === 'reauthentication_required') onStale();
      else if (e.code === 'email_exists') form.setError('newEmail', { message: t('settings.emailTaken') });
      else if (e.fields.password) form.setError('password', { message: t('settings.passwordWrong') });
      else if (!applyFieldErrors(form, e, { newEmail: 'newEmail' }))
        setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      done={pending ? t('settings.emailPending', { email: pending }) : null}
      submitLabel={t('settings.emailSubmit')}
      fields={[
        { path: 'newEmail', id: 'email-new', label: t('settings.newEmail') },
        ...(withPassword
          ? [{ path: 'password', id: 'email-password', label: t('settings.currentPassword') }]
          : []),
      ]}
    >
      <FormField
        form={form}
        name="newEmail"
        id="email-new"
        label={t('settings.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      {withPassword ? (
        <FormField
          form={form}
          name="password"
          id="email-password"
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
      ) : null}
    </AccountForm>
  );
}
