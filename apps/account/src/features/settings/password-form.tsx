// Changing the password (issue 14 §8; POST /v2/users/me/password): the current one and a new one under
// the sign-up policy (spec §5: 8-50 characters, no space at either end; the API also refuses common
// passwords and ones containing the name or e-mail). The API signs out every other session.
import { asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm } from '../../shared/account-form.tsx';
import { succeeded } from '../../shared/api.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { FormField, failureKey } from '../../shared/form-field.tsx';
import { newPasswordRule, ruleMessages } from '../../shared/rules.ts';

export function PasswordForm() {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** The password in use now. */
      currentPassword: z.string().check(z.refine((v) => v !== '', { error: m.passwordRequired })),
      /** The new password (spec §5). */
      newPassword: newPasswordRule(m),
    });
  }, [t]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    try {
      await succeeded(api.POST('/v2/users/me/password', { body: v }));
      form.reset();
      setDone(t('settings.passwordChanged'));
    } catch (error) {
      const e = asApiError(error);
      if (e.fields.currentPassword)
        form.setError('currentPassword', { message: t('settings.passwordWrong') });
      else if (e.fields.newPassword) form.setError('newPassword', { message: t('errors.passwordRefused') });
      else setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <section aria-labelledby="password-title" className="account__group">
      <h3 id="password-title">{t('settings.passwordTitle')}</h3>
      <AccountForm
        form={form}
        onSubmit={submit}
        failure={failure}
        done={done}
        submitLabel={t('settings.passwordSubmit')}
        fields={[
          { path: 'currentPassword', id: 'password-current', label: t('settings.currentPassword') },
          { path: 'newPassword', id: 'password-new', label: t('fields.newPassword') },
        ]}
      >
        <FormField
          form={form}
          name="currentPassword"
          id="password-current"
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
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
    </section>
  );
}
