// Changing the e-mail address (issue 14 §8; POST /v2/users/me/email): the new address and the current
// password; the API sends a link to the new address and the change takes effect when it is opened
// (confirm-email.tsx). Until then the pending address is shown.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm, applyFieldErrors } from '../../shared/account-form.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { FormField, failureKey } from '../../shared/form-field.tsx';
import { emailRule, ruleMessages } from '../../shared/rules.ts';

export function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(pendingEmail);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** The new e-mail address. */
      newEmail: emailRule(m),
      /** The current password. */
      password: z.string().check(z.refine((v) => v !== '', { error: m.passwordRequired })),
    });
  }, [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { newEmail: '', password: '' } });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await dataOf(
        api.POST('/v2/users/me/email', { body: { newEmail: v.newEmail.trim(), password: v.password } }),
      );
      setPending(v.newEmail.trim());
      form.reset();
    } catch (error) {
      const e = asApiError(error);
      if (e.code === 'email_exists') form.setError('newEmail', { message: t('settings.emailTaken') });
      else if (e.fields.password) form.setError('password', { message: t('settings.passwordWrong') });
      else if (!applyFieldErrors(form, e, { newEmail: 'newEmail' }))
        setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <section aria-labelledby="email-title" className="account__group">
      <h3 id="email-title">{t('settings.emailTitle')}</h3>
      <p>{t('settings.emailNow', { email })}</p>
      <AccountForm
        form={form}
        onSubmit={submit}
        failure={failure}
        done={pending ? t('settings.emailPending', { email: pending }) : null}
        submitLabel={t('settings.emailSubmit')}
        fields={[
          { path: 'newEmail', id: 'email-new', label: t('settings.newEmail') },
          { path: 'password', id: 'email-password', label: t('settings.currentPassword') },
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
        <FormField
          form={form}
          name="password"
          id="email-password"
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
      </AccountForm>
    </section>
  );
}
