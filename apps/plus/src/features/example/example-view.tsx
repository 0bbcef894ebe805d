// An example feature: market facts from the mount context, an API read through the generated client
// (with its loading and error states), and a form built from @rental/ui with react-hook-form and a zod
// schema. Replace it with the app's first real feature; features never import each other.
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, Loading, Notice, TextField, useController, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useAppServices } from '../../shared/app-services.tsx';

export function ExampleView() {
  const { t } = useTranslation('plus');
  const { context, api } = useAppServices();
  const geo = useRequest('geoip', (signal) => dataOf(api.GET('/v1/apps/geoip', { signal })));
  const [sent, setSent] = useState('');
  const schema = useMemo(
    () => z.object({ name: z.string().check(z.trim(), z.minLength(1, t('form.required'))) }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  const { field } = useController({ control: form.control, name: 'name' });
  const nameError = form.formState.errors.name?.message;

  return (
    <section aria-labelledby="plus-title">
      <h2 id="plus-title" className="plus__title">
        {t('title', { app: context.app })}
      </h2>
      <p>
        {t('market', {
          site: context.market.siteId,
          currency: context.market.currency,
          prefix: context.market.phonePrefix,
        })}
      </p>
      {geo.status === 'done' ? <p>{t('api', { country: geo.data.countryCode })}</p> : null}
      {geo.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {geo.status === 'error' ? (
        <Notice
          tone="error"
          actions={
            <Button variant="secondary" onPress={geo.retry}>
              ↻
            </Button>
          }
        >
          {geo.error.message}
        </Notice>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit((values) => setSent(values.name.trim()))}>
        <h3>{t('form.title')}</h3>
        <ErrorSummary
          title={t('form.summary', { count: nameError ? 1 : 0 })}
          focusKey={form.formState.submitCount}
          items={nameError ? [{ id: 'plus-name', label: t('form.name'), message: nameError }] : []}
        />
        <TextField
          id="plus-name"
          label={t('form.name')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={nameError}
          autoComplete="name"
        />
        <Button type="submit">{t('form.send')}</Button>
        {sent ? <Notice>{t('form.sent', { name: sent })}</Notice> : null}
      </form>
    </section>
  );
}
