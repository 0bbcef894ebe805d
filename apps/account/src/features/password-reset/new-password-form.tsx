// Password reset, step 2: the form the e-mail's link opens ('#/reset-password?token=…'). The new
// password follows the sign-up rules (spec §5); the API then ends every session and link of the account
// (POST /v2/users/me/password/reset/confirm) and this form signs the customer in with the new password.
// The API's answer does not name the account, so the form asks for the e-mail address too (which also
// lets password managers store the new password under the right account).
import { ApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { succeeded } from '../../shared/api.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { emailRule, newPasswordRule, ruleMessages } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function NewPasswordForm({ token, requestHref }: { token: string; requestHref: string }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** E-mail address of the account. */
      email: emailRule(m),
      /** The new password (spec §5 rules). */
      password: newPasswordRule(m),
    });
  }, [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'email', id: 'new-password-email', label: t('fields.email') },
    { path: 'password', id: 'new-password', label: t('fields.newPassword') },
  ]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await succeeded(
        api.POST('/v2/users/me/password/reset/confirm', { body: { token, password: values.password } }),
      );
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      if (e.code === 'invalid_reset_token' || e.fields.token)
        setFailure({ message: t('reset.invalid'), expired: true });
      else if (e.fields.password) form.setError('password', { message: t('errors.passwordRefused') });
      else setFailure({ message: t(failureKey(e) ?? 'errors.unavailable'), expired: false });
      return;
    }
    try {
      const { user } = await dataOf(
        api.POST('/v1/auth/login', { body: { email: values.email.trim(), password: values.password } }),
      );
      session.signedIn(user);
    } catch {
      // The password is saved; an e-mail address that is not the link's account cannot sign in with it.
      setFailure({ message: t('signIn.failed'), expired: false });
    }
  });
  return (
    <section aria-labelledby="new-password-title" className="account__panel">
      <ViewHeading id="new-password-title">{t('reset.newTitle')}</ViewHeading>
      <p>{t('reset.newIntro')}</p>
      <form noValidate onSubmit={submit} className="account__form">
        <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
        {failure ? (
          <Notice tone="error">
            {failure.message} {failure.expired ? <a href={requestHref}>{t('reset.requestAgain')}</a> : null}
          </Notice>
        ) : null}
        <FormField
          form={form}
          name="email"
          id="new-password-email"
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
        />
        <FormField
          form={form}
          name="password"
          id="new-password"
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {t('reset.newSubmit')}
        </Button>
      </form>
    </section>
  );
}
