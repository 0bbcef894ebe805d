// Newsletter and offers (issue 14 §8 "marketing consent"; PATCH /v2/users/me/profile `marketingConsent`):
// one checkbox saved on its own, and the day the customer last answered (the API dates each change).
import { asApiError, type components, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { CheckboxField, useController, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm } from '../../shared/account-form.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { accountFormatters } from '../../shared/format.ts';

type Consent = Pick<components['schemas']['Profile'], 'marketingConsent' | 'marketingConsentAt'>;

const schema = z.object({
  /** Marketing e-mails wanted. */
  marketingConsent: z.boolean(),
});

export function MarketingForm({ profile }: { profile: Consent }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const [saved, setSaved] = useState<Consent>(profile);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(schema, { defaultValues: { marketingConsent: profile.marketingConsent } });
  const { field } = useController({ control: form.control, name: 'marketingConsent' });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    try {
      const { profile: next } = await dataOf(
        api.PATCH('/v2/users/me/profile', { body: { marketingConsent: v.marketingConsent } }),
      );
      setSaved(next);
      form.reset({ marketingConsent: next.marketingConsent });
      setDone(t('settings.saved'));
    } catch (error) {
      setFailure(t(failureKey(asApiError(error)) ?? 'errors.unavailable'));
    }
  });
  const answeredOn = saved.marketingConsentAt ? f.nameDate(new Date(saved.marketingConsentAt)) : null;
  return (
    <section aria-labelledby="marketing-title" className="account__group">
      <h3 id="marketing-title">{t('settings.marketingTitle')}</h3>
      <p>{t('settings.marketingText')}</p>
      {answeredOn ? (
        <p>
          {t(saved.marketingConsent ? 'settings.marketingGiven' : 'settings.marketingWithdrawn', {
            date: answeredOn,
          })}
        </p>
      ) : null}
      <AccountForm
        form={form}
        onSubmit={submit}
        failure={failure}
        done={done}
        submitLabel={t('settings.marketingSave')}
        fields={[]}
      >
        <CheckboxField
          id="marketing-consent"
          name="marketingConsent"
          label={t('settings.marketingConsent')}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      </AccountForm>
    </section>
  );
}
