// Ordering a long-term rental: the chosen offer, term and mileage with their price, the start date, and
// the order (POST /v1/plus/contracts, one Idempotency-Key per visit of this view, so a retried click
// orders once). A visitor who is not signed in is sent to the account page's sign-in and comes back here.
import { asApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, FormField, Loading, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { type Contract, useAppServices } from '../../shared/app-services.tsx';
import { RequestError } from '../../shared/request-error.tsx';
import { SignInNotice } from '../../shared/sign-in.tsx';

export interface OrderViewProps {
  offerId: string;
  months: number;
  mileage: number;
  offersHref: string;
  onOrdered: (contract: Contract) => void;
}

const FIELD = 'plus-order-start';

/** Tomorrow as YYYY-MM-DD in the visitor's calendar. */
function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function OrderView({ offerId, months, mileage, offersHref, onOrdered }: OrderViewProps) {
  const { t } = useTranslation('plus');
  const { api, context, format } = useAppServices();
  const [key] = useState(() => `plus-${crypto.randomUUID()}`);
  const [failure, setFailure] = useState<string | null>(null);
  const offers = useRequest(`offers:${context.market.country}`, (signal) =>
    dataOf(api.GET('/v1/plus/offers', { params: { query: { country: context.market.country } }, signal })),
  );
  const quote = useRequest(`quote:${offerId}:${months}:${mileage}`, (signal) =>
    dataOf(
      api.POST('/v1/plus/quote', {
        body: { offerId, months: months as 3 | 6 | 12 | 24, monthlyMileage: mileage },
        signal,
      }),
    ),
  );
  // Signed in: the customer's contracts answer; signed out: 401.
  const session = useRequest('session', async (signal) => {
    const r = await api.GET('/v1/plus/contracts', { signal });
    if (r.response.status === 401) return false;
    await dataOf(Promise.resolve(r));
    return true;
  });
  const schema = useMemo(
    () => z.object({ startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, t('order.startRequired'))) }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { startDate: tomorrow() } });
  const items = summaryItems(form.formState.errors, [
    { path: 'startDate', id: FIELD, label: t('order.startDate') },
  ]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { contract } = await dataOf(
        api.POST('/v1/plus/contracts', {
          params: { header: { 'idempotency-key': key } },
          body: {
            offerId,
            months: months as 3 | 6 | 12 | 24,
            monthlyMileage: mileage,
            startDate: values.startDate,
          },
        }),
      );
      onOrdered(contract);
    } catch (error) {
      const e = asApiError(error);
      const field = e.fields.startDate;
      if (field) form.setError('startDate', { message: field }, { shouldFocus: true });
      else setFailure(e.message);
    }
  });

  const offer = offers.status === 'done' ? offers.data.offers.find((o) => o.id === offerId) : undefined;
  const unit = offers.status === 'done' ? offers.data.mileageUnit : 'km';
  return (
    <section aria-labelledby="plus-order-title" className="plus-order">
      <a className="plus__back" href={offersHref}>
        {t('order.back')}
      </a>
      <h2 id="plus-order-title" tabIndex={-1}>
        {t('order.title', { model: offer?.model ?? '' })}
      </h2>
      {offers.status === 'error' ? <RequestError error={offers.error} retry={offers.retry} /> : null}
      <p>{t('order.choice', { term: format.months(months), mileage: format.whole(mileage), unit })}</p>
      {quote.status === 'done' ? (
        <ul className="plus-order__prices">
          <li>{t('offers.monthly', { price: format.amount(quote.data.quote.monthlyPrice) })}</li>
          <li>{t('offers.total', { price: format.amount(quote.data.quote.total) })}</li>
          <li>{t('offers.excess', { unit, price: format.amount(quote.data.quote.excessUnitPrice) })}</li>
        </ul>
      ) : quote.status === 'error' ? (
        <RequestError error={quote.error} retry={quote.retry} />
      ) : (
        <Loading label={t('loading')} />
      )}
      {session.status === 'done' && !session.data ? (
        <SignInNotice text={t('order.signInText')} link={t('order.signIn')} />
      ) : null}
      {session.status === 'done' && session.data ? (
        <form noValidate onSubmit={submit}>
          <ErrorSummary
            title={t('summary', { count: items.length })}
            focusKey={form.formState.submitCount}
            items={items}
          />
          <FormField
            form={form}
            name="startDate"
            id={FIELD}
            label={t('order.startDate')}
            hint={t('order.startHint')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <Button type="submit" isDisabled={form.formState.isSubmitting}>
            {t('order.submit')}
          </Button>
        </form>
      ) : null}
      {session.status === 'error' ? <RequestError error={session.error} retry={session.retry} /> : null}
    </section>
  );
}
