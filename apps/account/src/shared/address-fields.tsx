// An address's fields laid out line by line by its country's template, with the country choice (the
// private profile's home address, a company's billing address), and the template of the chosen country
// loaded as it changes: while another country's template loads the last one stays, so nothing typed
// disappears.
import { dataOf, type RequestCache, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { type FieldValues, FormField, FormSelectField, type Path, type UseFormReturn } from '@rental/ui';
import { useMemo } from 'react';
import { type AddressField, type AddressRules, addressFieldsOf } from './address-rules.ts';
import { useAppServices } from './app-services.tsx';
import { formatLocale } from './format.ts';

/** The key of a country's address template in the templates' cache. */
export const templateKey = (country: string) => `address-template:${country}`;

/**
 * Loads the template of `country` into `rulesRef` (the form's schema reads it at each check), keeping the
 * last one while it loads; answers the template to lay the fields out by.
 */
export function useAddressTemplate(
  country: string,
  rulesRef: { current: AddressRules },
  templates: RequestCache,
): AddressRules {
  const { api } = useAppServices();
  const template = useRequest(
    templateKey(country),
    (signal) =>
      dataOf(api.GET('/v1/config/addresstemplates', { params: { query: { countryCode: country } }, signal })),
    { cache: templates },
  );
  if (template.status === 'done' && template.data.countryCode === country) rulesRef.current = template.data;
  return rulesRef.current;
}

/** The countries an address can be in, named in the language of the form around them, sorted. */
export function useCountryNames(countries: readonly string[]) {
  const { context } = useAppServices();
  const namesLocale = formatLocale(context);
  return useMemo(() => {
    const names = new Intl.DisplayNames([namesLocale, 'en'], { type: 'region' });
    return countries
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, namesLocale));
  }, [countries, namesLocale]);
}

/** The control ids of an address's fields, by a prefix ('profile-address', 'company-billing'). */
export function addressIds(prefix: string): Record<'country' | AddressField, string> {
  return {
    country: `${prefix}-country`,
    street: `${prefix}-street`,
    postcode: `${prefix}-postcode`,
    city: `${prefix}-city`,
    region: `${prefix}-region`,
  };
}

/** The labels of an address's fields. */
export function useAddressLabels(): Record<'country' | AddressField, string> {
  const { t } = useTranslation('account');
  return {
    country: t('profiles.country'),
    street: t('profiles.street'),
    postcode: t('profiles.postcode'),
    city: t('profiles.city'),
    region: t('profiles.region'),
  };
}

/** The error summary's entries of an address, in the template's order. */
export function addressSummary(
  rules: AddressRules,
  ids: Record<'country' | AddressField, string>,
  labels: Record<'country' | AddressField, string>,
) {
  const shown = addressFieldsOf(rules);
  return rules.lines
    .flat()
    .filter((name) => name === 'country' || shown.includes(name as AddressField))
    .map((name) => {
      const key = name as 'country' | AddressField;
      return { path: key, id: ids[key], label: labels[key] };
    });
}

const autocomplete: Record<AddressField, string> = {
  street: 'street-address',
  postcode: 'postal-code',
  city: 'address-level2',
  region: 'address-level1',
};

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  rules: AddressRules;
  ids: Record<'country' | AddressField, string>;
  labels: Record<'country' | AddressField, string>;
  countries: ReadonlyArray<{ value: string; label: string }>;
  /** The autocomplete section ('billing'), so the browser fills the right address. */
  section?: string;
}

/** The address's lines, each field where the country's template puts it. */
export function AddressFields<V extends FieldValues>({
  form,
  rules,
  ids,
  labels,
  countries,
  section,
}: Props<V>) {
  const { t } = useTranslation('account');
  const shown = addressFieldsOf(rules);
  const auto = (name: AddressField) => (section ? `${section} ${autocomplete[name]}` : autocomplete[name]);
  return rules.lines.map((line) => (
    <div key={line.join('-')} className={line.length > 1 ? 'account__line' : undefined}>
      {line.map((name) =>
        name === 'country' ? (
          <FormSelectField
            key={name}
            form={form}
            name={'country' as Path<V>}
            id={ids.country}
            label={labels.country}
            options={countries}
          />
        ) : shown.includes(name as AddressField) ? (
          <FormField
            key={name}
            form={form}
            name={name as Path<V>}
            id={ids[name as AddressField]}
            label={labels[name as AddressField]}
            hint={
              name === 'postcode' && rules.postcodeExample
                ? t('profiles.postcodeHint', { example: rules.postcodeExample })
                : undefined
            }
            autoComplete={auto(name as AddressField)}
            // A street or city may be written in Arabic on an English page (spec §2: sa, eg).
            dir={name === 'postcode' ? undefined : 'auto'}
          />
        ) : null,
      )}
    </div>
  ));
}
