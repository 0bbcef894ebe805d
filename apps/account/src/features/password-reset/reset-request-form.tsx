// Password reset, step 1 (spec §7 POST /v2/users/me/password/reset): the answer is the same whether or
// not the e-mail has an account, so the form never tells who is a customer.
import { ApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { emailRule, ruleMessages } from '../../shared/rules.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function ResetRequestForm({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [state, setState] = useState<'form' | 'sent'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  /** E-mail address of the account. */
  const schema = useMemo(() => z.object({ email: emailRule(ruleMessages(t)) }), [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { email: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [{ path: 'email', id: 'reset-email', label: t('fields.email') }]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await dataOf(api.POST('/v2/users/me/password/reset', { body: { email: values.email.trim() } }));
      setState('sent');
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <section aria-labelledby="reset-title" className="account__panel">
      <ViewHeading id="reset-title">{t('reset.title')}</ViewHeading>
      {state === 'sent' ? (
        <Notice>{t('reset.sent')}</Notice>
      ) : (
        <>
          <p>{t('reset.intro')}</p>
          <form noValidate onSubmit={submit} className="account__form">
            <ErrorSummary
              title={t('summary', { count: items.length })}
              focusKey={submitCount}
              items={items}
            />
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            <FormField
              form={form}
              name="email"
              id="reset-email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              isRequired
            />
            <Button type="submit" isDisabled={isSubmitting}>
              {t('reset.submit')}
            </Button>
          </form>
        </>
      )}
      <p>
        <a href={signInHref}>{t('reset.back')}</a>
      </p>
    </section>
  );
}
