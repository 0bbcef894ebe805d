// The password (issue 14 §8; POST /v2/users/me/password): changed with the current one and a new one
// under the sign-up policy (spec §5: 8-50 characters, no space at either end; the API also refuses common
// passwords and ones containing the name or e-mail). An account made by social sign-in has none: it sets
// its first password without a current one, within 10 minutes of signing in with its provider, or signs
// in again first. The API signs out every other session either way.
import { asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { FormField, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm } from '../../shared/account-form.tsx';
import { succeeded } from '../../shared/api.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { newPasswordRule, ruleMessages } from '../../shared/rules.ts';
import { brandNames } from '../../shared/social.tsx';
import { type AccountAccess, canConfirmWithoutPassword } from './account-access.ts';
import { SignInAgain } from './sign-in-again.tsx';

interface Props {
  access: AccountAccess;
  /** After an account without a password has set one. */
  onPasswordSet: () => void;
}

export function PasswordForm({ access, onPasswordSet }: Props) {
  const { t } = useTranslation('account');
  const [done, setDone] = useState<string | null>(null);
  // The API said the social sign-in is no longer recent (the page stayed open meanwhile).
  const [stale, setStale] = useState(false);
  let body: React.ReactNode;
  if (access.hasPassword) body = <PasswordFields key="change" withCurrent done={done} onDone={setDone} />;
  else if (stale || !canConfirmWithoutPassword(access)) body = <SignInAgain provider={access.provider} />;
  else
    body = (
      <PasswordFields
        key="set"
        withCurrent={false}
        done={done}
        onDone={(message) => {
          setDone(message);
          onPasswordSet();
        }}
        onStale={() => setStale(true)}
      />
    );
  const provider = access.provider ? (brandNames[access.provider] ?? access.provider) : t('social.provider');
  return (
    <section aria-labelledby="password-title" className="account__group">
      <h3 id="password-title">{t('settings.passwordTitle')}</h3>
      {access.hasPassword ? null : <p>{t('settings.noPassword', { provider })}</p>}
      {body}
    </section>
  );
}

interface FieldsProps {
  /** Ask for the current password (an account that has one). */
  withCurrent: boolean;
  done: string | null;
  onDone: (message: string) => void;
  /** The API asked for a fresh social sign-in first (an account without a password). */
  onStale?: () => void;
}

function PasswordFields({ withCurrent, done, onDone, onStale }: FieldsProps) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** The password in use now (only asked of an account that has one). */
      currentPassword: z
        .string()
        .check(z.refine((v) => !withCurrent || v !== '', { error: m.passwordRequired })),
      /** The new password (spec §5). */
      newPassword: newPasswordRule(m),
    });
  }, [t, withCurrent]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await succeeded(
        api.POST('/v2/users/me/password', {
          body: withCurrent
            ? { currentPassword: v.currentPassword, newPassword: v.newPassword }
            : { newPassword: v.newPassword },
        }),
      );
      form.reset();
      onDone(t(withCurrent ? 'settings.passwordChanged' : 'settings.passwordSet'));
    } catch (error) {
      const e = asApiError(error);
      if (e.code === 'reauthentication_required') onStale?.();
      else if (e.fields.currentPassword)
        form.setError('currentPassword', { message: t('settings.passwordWrong') });
      else if (e.fields.newPassword) form.setError('newPassword', { message: t('errors.passwordRefused') });
      else setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  const fields = [
    ...(withCurrent
      ? [{ path: 'currentPassword', id: 'password-current', label: t('settings.currentPassword') }]
      : []),
    { path: 'newPassword', id: 'password-new', label: t('fields.newPassword') },
  ];
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      done={done}
      submitLabel={t(withCurrent ? 'settings.passwordSubmit' : 'settings.setPasswordSubmit')}
      fields={fields}
    >
      {withCurrent ? (
        <FormField
          form={form}
          name="currentPassword"
          id="password-current"
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
      ) : null}
      <FormField
        form={form}
        name="newPassword"
        id="password-new"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </AccountForm>
  );
}
