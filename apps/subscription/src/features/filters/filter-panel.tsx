// The offer filters of spec §3: availability (six options), driver's age, transmission, fuel type,
// vehicle type, budget (steps of 100 in the market's currency), pickup city and branches (at most 6),
// driving licence class. Native selects and checkboxes of @rental/ui, each labelled, all reachable by
// Tab and changed by keyboard; every change becomes the list's address (the caller pushes it).
import { useTranslation } from '@rental/i18n';
import { Button, CheckboxField, SelectField } from '@rental/ui';
import { useRef, useState } from 'react';
import {
  activeFilters,
  availabilityOptions,
  BUDGET_STEP,
  budgetSteps,
  driverAges,
  type Filters,
  fuelTypes,
  offeredChoices,
  transmissions,
} from '../../shared/filters.ts';
import { useSubscription } from '../../shared/services.tsx';
import type { Branches } from '../../shared/subscription-api.ts';
import { BranchPicker } from './branch-picker.tsx';

interface Props {
  filters: Filters;
  /** Highest monthly price of the market (major units), from the offer list's answer. */
  budgetMax: number;
  branches: Branches | undefined;
  onChange: (filters: Filters) => void;
  onReset: () => void;
}

function CheckboxGroup<T extends string>(props: {
  id: string;
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="subscription-filters__group">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <CheckboxField
          key={value}
          id={`${props.id}-${value}`}
          label={props.label(value)}
          checked={props.chosen.includes(value)}
          onChange={(on) =>
            props.onChange(props.values.filter((v) => (v === value ? on : props.chosen.includes(v))))
          }
        />
      ))}
    </fieldset>
  );
}

export function FilterPanel({ filters, budgetMax, branches, onChange, onReset }: Props) {
  const { t } = useTranslation('subscription');
  const { fmt, context } = useSubscription();
  const set = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof Filters)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const whole = (amount: number) =>
    fmt.currency(amount, context.market.currency).replace(/[.,]00(?=\D*$)/, '');
  // The chosen budget stays a choice even above the market's highest price (an address from elsewhere).
  const offered = offeredChoices(context.market.offersVans);
  const steps = budgetSteps(Math.max(budgetMax, filters.budget ?? 0));
  // On a phone the filters fold away behind one button, so the offers come first; from 960 px wide they
  // are always open beside the list and the button is not shown (app.css).
  const [open, setOpen] = useState(false);
  // "Reset filters" goes away once nothing is filtered: the focus moves to the panel's heading.
  const title = useRef<HTMLHeadingElement>(null);
  const active = activeFilters(filters);
  return (
    <section
      className={open ? 'subscription-filters' : 'subscription-filters subscription-filters--folded'}
      aria-labelledby="subscription-filters-title"
    >
      <h2 id="subscription-filters-title" className="subscription-filters__title" ref={title} tabIndex={-1}>
        {t('filters.title')}
      </h2>
      <Button
        variant="secondary"
        className="subscription-filters__toggle"
        aria-expanded={open}
        aria-controls="subscription-filter-fields"
        onPress={() => setOpen((o) => !o)}
      >
        {open ? t('filters.hide') : active > 0 ? t('filters.show', { count: active }) : t('filters.open')}
      </Button>
      <div id="subscription-filter-fields" className="subscription-filters__fields">
        <SelectField
          id="subscription-availability"
          label={t('filters.availability')}
          value={filters.availability ?? ''}
          placeholder={t('filters.any')}
          options={availabilityOptions.map((value) => ({
            value,
            label: t(`filters.availabilityOption.${value}`),
          }))}
          onChange={(v) => set({ availability: availabilityOptions.find((o) => o === v) })}
        />
        <SelectField
          id="subscription-age"
          label={t('filters.driverAge')}
          value={filters.driverAge === undefined ? '' : String(filters.driverAge)}
          placeholder={t('filters.any')}
          options={driverAges.map((age) => ({
            value: String(age),
            label: t('filters.driverAgeOption', { age }),
          }))}
          onChange={(v) => set({ driverAge: v === '' ? undefined : Number(v) })}
        />
        <SelectField
          id="subscription-transmission"
          label={t('filters.transmission')}
          value={filters.transmission ?? ''}
          placeholder={t('filters.any')}
          options={transmissions.map((value) => ({ value, label: t(`filters.transmissionOption.${value}`) }))}
          onChange={(v) => set({ transmission: transmissions.find((o) => o === v) })}
        />
        <SelectField
          id="subscription-budget"
          label={t('filters.budget')}
          hint={t('filters.budgetHint', { step: whole(BUDGET_STEP) })}
          value={filters.budget === undefined ? '' : String(filters.budget)}
          placeholder={t('filters.any')}
          options={steps.map((b) => ({
            value: String(b),
            label: t('filters.budgetOption', { amount: whole(b) }),
          }))}
          onChange={(v) => set({ budget: v === '' ? undefined : Number(v) })}
        />
        <CheckboxGroup
          id="subscription-fuel"
          legend={t('filters.fuel')}
          values={fuelTypes}
          chosen={filters.fuel}
          label={(v) => t(`filters.fuelOption.${v}`)}
          onChange={(fuel) => set({ fuel })}
        />
        <CheckboxGroup
          id="subscription-category"
          legend={t('filters.category')}
          values={offered.categories}
          chosen={filters.category}
          label={(v) => t(`offer.category.${v}`)}
          onChange={(category) => set({ category })}
        />
        <CheckboxGroup
          id="subscription-vehicle"
          legend={t('filters.vehicle')}
          values={offered.vehicleTypes}
          chosen={filters.vehicle}
          label={(v) => t(`filters.vehicleOption.${v}`)}
          onChange={(vehicle) => set({ vehicle })}
        />
        <CheckboxGroup
          id="subscription-licence"
          legend={t('filters.licence')}
          values={offered.licenceClasses}
          chosen={filters.licence}
          label={(v) => t(`filters.licenceOption.${v}`)}
          onChange={(licence) => set({ licence })}
        />
        {branches ? (
          <BranchPicker
            branches={branches}
            city={filters.city}
            chosen={filters.branches}
            onCity={(city) =>
              // A city keeps only its own branches chosen (others would match nothing).
              set({
                city,
                branches: filters.branches.filter(
                  (id) =>
                    city === undefined ||
                    branches.branches.some((b) => b.id === id && b.address.city === city),
                ),
              })
            }
            onBranches={(ids) => set({ branches: ids })}
          />
        ) : null}
        {active > 0 ? (
          <Button
            variant="secondary"
            onPress={() => {
              onReset();
              title.current?.focus();
            }}
          >
            {t('filters.reset')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
