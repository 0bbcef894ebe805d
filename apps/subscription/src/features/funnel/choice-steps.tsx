// The funnel's first three steps (spec §4): the term (flexible 30 days renewing monthly, or 6 or 12 months
// minimum then 30 days), a mileage package and extras, each priced per month in the market's currency.
import { useTranslation } from '@rental/i18n';
import { CheckboxField, useController, useSchemaForm } from '@rental/ui';
import type { OfferWithTerms } from '../../shared/order-api.ts';
import { useSubscription } from '../../shared/services.tsx';
import { type Draft, useKeepTyped } from './draft.ts';
import {
  EXTRAS,
  type Extra,
  type ExtrasValues,
  extrasSchema,
  type MileageValues,
  mileageSchema,
  type TermValues,
  termSchema,
} from './schemas.ts';
import { RadioGroup, StepFrame } from './step-frame.tsx';

export interface StepProps {
  offer: OfferWithTerms;
  draft: Draft;
  keep: (change: Partial<Draft>) => void;
  /** Called with the step's values once they are valid. */
  next: () => void;
  frame: { number: number; total: number; focus: boolean; backHref: string };
}

export function TermStep({ offer, draft, keep, next, frame }: StepProps) {
  const { t } = useTranslation('subscription');
  const { fmt } = useSubscription();
  const form = useSchemaForm<TermValues>(termSchema(t), {
    defaultValues: draft.term ? { term: draft.term } : {},
  });
  useKeepTyped(form, (v) => keep({ term: v.term ?? undefined }));
  return (
    <StepFrame
      {...frame}
      title={t('funnel.step.term')}
      submitLabel={t('funnel.continue')}
      onSubmit={form.handleSubmit(next)}
    >
      <RadioGroup
        form={form}
        name="term"
        legend={t('funnel.termLegend')}
        options={offer.tenureOptions.map((term) => ({
          value: term.id,
          label: (
            <>
              {t(`detail.term.${term.id}`)}{' '}
              <strong>{t('offer.perMonth', { price: fmt.money(term.monthlyPrice) })}</strong>
            </>
          ),
        }))}
      />
    </StepFrame>
  );
}

export function MileageStep({ offer, draft, keep, next, frame }: StepProps) {
  const { t } = useTranslation('subscription');
  const { fmt } = useSubscription();
  const form = useSchemaForm<MileageValues>(mileageSchema(t), {
    defaultValues: { mileagePackage: draft.mileagePackage },
  });
  useKeepTyped(form, (v) => keep({ mileagePackage: v.mileagePackage }));
  return (
    <StepFrame
      {...frame}
      title={t('funnel.step.mileage')}
      submitLabel={t('funnel.continue')}
      onSubmit={form.handleSubmit(next)}
    >
      <RadioGroup
        form={form}
        name="mileagePackage"
        legend={t('funnel.mileageLegend', {
          distance: fmt.allowance(offer.includedKmPerMonth),
        })}
        options={offer.orderOptions.mileagePackages.map((p) => ({
          value: p.id,
          label:
            p.extraKmPerMonth === 0 ? (
              t('funnel.mileage.included')
            ) : (
              <>
                {t('funnel.mileage.extra', { distance: fmt.allowance(p.extraKmPerMonth) })}{' '}
                <strong>{t('offer.perMonth', { price: fmt.money(p.monthlyPrice) })}</strong>
              </>
            ),
        }))}
      />
    </StepFrame>
  );
}

function ExtraBox({
  form,
  id,
  label,
}: {
  form: ReturnType<typeof useSchemaForm<ExtrasValues>>;
  id: Extra;
  label: string;
}) {
  const { field } = useController({ control: form.control, name: 'extras' });
  const chosen: Extra[] = field.value ?? [];
  return (
    <CheckboxField
      id={`subscription-extra-${id}`}
      label={label}
      name="extras"
      checked={chosen.includes(id)}
      onChange={(on) => field.onChange(on ? [...chosen, id] : chosen.filter((e) => e !== id))}
      onBlur={field.onBlur}
    />
  );
}

export function ExtrasStep({ offer, draft, keep, next, frame }: StepProps) {
  const { t } = useTranslation('subscription');
  const { fmt } = useSubscription();
  const form = useSchemaForm<ExtrasValues>(extrasSchema(), { defaultValues: { extras: draft.extras } });
  useKeepTyped(form, (v) => keep({ extras: (v.extras ?? []).filter((e): e is Extra => Boolean(e)) }));
  const prices = new Map(offer.orderOptions.extras.map((e) => [e.id, e.monthlyPrice]));
  return (
    <StepFrame
      {...frame}
      title={t('funnel.step.extras')}
      submitLabel={t('funnel.continue')}
      onSubmit={form.handleSubmit(next)}
    >
      <fieldset className="subscription-funnel__choices">
        <legend>{t('funnel.extrasLegend')}</legend>
        {EXTRAS.filter((id) => prices.has(id)).map((id) => (
          <ExtraBox
            key={id}
            form={form}
            id={id}
            label={`${t(`funnel.extra.${id}`)}: ${t('offer.perMonth', { price: fmt.money(prices.get(id)!) })}`}
          />
        ))}
      </fieldset>
    </StepFrame>
  );
}
