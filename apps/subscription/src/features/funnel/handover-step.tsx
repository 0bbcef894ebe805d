// The handover step (spec §4): pickup at one of the branches that have this car, or delivery to an
// address (a one-off fee), and the start date among the days the offer is available.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { FormField, FormSelectField, Loading, useSchemaForm, useWatch } from '@rental/ui';
import { useMemo } from 'react';
import { loadOffersWithTerms } from '../../shared/order-api.ts';
import { useSubscription } from '../../shared/services.tsx';
import type { StepProps } from './choice-steps.tsx';
import { useKeepTyped } from './draft.ts';
import { type HandoverValues, handoverSchema } from './schemas.ts';
import { RadioGroup, StepFrame } from './step-frame.tsx';

/** Start days offered: from tomorrow (or the offer's first day) on, at most this many. */
const START_DAYS = 60;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The days a subscription of an offer available from `from` to `to` can start, as the API accepts them. */
export function startDays(from: string, to: string, now = new Date()): string[] {
  const tomorrow = isoDay(new Date(now.getTime() + 86_400_000));
  const first = from > tomorrow ? from : tomorrow;
  const days: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); days.length < START_DAYS; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = isoDay(d);
    if (day > to) break;
    days.push(day);
  }
  return days;
}

export function HandoverStep({ offer, draft, keep, next, frame }: StepProps) {
  const { t } = useTranslation('subscription');
  const { api, context, fmt, cache } = useSubscription();
  const all = useRequest(
    'offers-with-terms',
    (signal) => loadOffersWithTerms(api, context.market.country, signal),
    { cache },
  );
  const days = useMemo(() => startDays(offer.availableFrom, offer.availableTo), [offer]);
  const form = useSchemaForm<HandoverValues>(handoverSchema(t, days), { defaultValues: draft.handover });
  useKeepTyped(form, (v) => keep({ handover: { ...draft.handover, ...v } as HandoverValues }));
  const type = useWatch({ control: form.control, name: 'type' });
  // The branches with the same car (the API's rule for a pickup branch).
  const branches = useMemo(() => {
    const found = new Map<number, string>([[offer.branch.id, `${offer.branch.name}, ${offer.branch.city}`]]);
    if (all.status === 'done')
      for (const o of all.data)
        if (o.make === offer.make && o.model === offer.model)
          found.set(o.branch.id, `${o.branch.name}, ${o.branch.city}`);
    return [...found].map(([id, name]) => ({ value: String(id), label: name }));
  }, [all, offer]);
  const day = (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return fmt.date(new Date(y, m - 1, d));
  };
  return (
    <StepFrame
      {...frame}
      title={t('funnel.step.handover')}
      submitLabel={t('funnel.continue')}
      onSubmit={form.handleSubmit(next)}
    >
      <RadioGroup
        form={form}
        name="type"
        legend={t('funnel.handoverLegend')}
        options={[
          { value: 'pickup', label: t('funnel.pickup') },
          {
            value: 'delivery',
            label: t('funnel.delivery', { fee: fmt.money(offer.orderOptions.deliveryFee) }),
          },
        ]}
      />
      {type === 'delivery' ? (
        <fieldset className="subscription-funnel__choices">
          <legend>{t('funnel.address')}</legend>
          <FormField
            form={form}
            name="street"
            id="subscription-street"
            label={t('funnel.street')}
            autoComplete="address-line1"
          />
          <FormField
            form={form}
            name="postalCode"
            id="subscription-postalCode"
            label={t('funnel.postalCode')}
            autoComplete="postal-code"
          />
          <FormField
            form={form}
            name="city"
            id="subscription-city"
            label={t('funnel.city')}
            autoComplete="address-level2"
          />
        </fieldset>
      ) : all.status === 'loading' ? (
        <Loading label={t('loading')} />
      ) : (
        <FormSelectField
          form={form}
          name="branchId"
          id="subscription-branchId"
          label={t('funnel.branch')}
          options={branches}
        />
      )}
      <FormSelectField
        form={form}
        name="startDate"
        id="subscription-startDate"
        label={t('funnel.startDate')}
        placeholder={t('funnel.chooseDate')}
        options={days.map((d) => ({ value: d, label: day(d) }))}
      />
    </StepFrame>
  );
}
