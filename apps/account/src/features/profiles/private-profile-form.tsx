// The private profile's form (issue 14 §9; GET/PUT /v2/users/me/profiles/private): driver licence,
// home address laid out line by line by its country's template (GET /v1/config/addresstemplates), and
// payment preference. Dates are typed in the market's date pattern (spec §9 formats). A refusal keeps
// every typed value and names each field; a save is announced.
import { asApiError, dataOf, type RequestCache } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  FormField,
  FormSelectField,
  SelectField,
  type UseFormReturn,
  useController,
  useSchemaForm,
  useWatch,
} from '@rental/ui';
import { useMemo, useRef, useState } from 'react';
import { AccountForm, applyFieldErrors, type SummaryField } from '../../shared/account-form.tsx';
import {
  AddressFields,
  addressIds,
  addressSummary,
  useAddressLabels,
  useAddressTemplate,
  useCountryNames,
} from '../../shared/address-fields.tsx';
import type { AddressRules } from '../../shared/address-rules.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import {
  PAYMENT_PREFERENCES,
  type PrivateProfile,
  type ProfileValues,
  privateProfileSchema,
  profileOf,
  valuesOf,
} from './private-profile-schema.ts';

interface Props {
  profile: PrivateProfile;
  /** The template of the stored address's country (or the market's), loaded before the form shows. */
  rules: AddressRules;
  /** Address templates already read, by `templateKey(country)`. */
  templates: RequestCache;
  /** The countries an address can be in (the markets' countries, ISO alpha-2). */
  countries: readonly string[];
}

/** The API's field paths → the form's fields. */
const apiFields: Record<string, keyof ProfileValues> = {
  'driverLicence.number': 'licenceNumber',
  'driverLicence.issuingCountry': 'licenceCountry',
  'driverLicence.issuedOn': 'licenceIssuedOn',
  'driverLicence.expiresOn': 'licenceExpiresOn',
  'address.country': 'country',
  'address.street': 'street',
  'address.postcode': 'postcode',
  'address.city': 'city',
  'address.region': 'region',
  paymentPreference: 'paymentPreference',
};

const today = () => new Date().toISOString().slice(0, 10);

export function PrivateProfileForm({ profile, rules: initialRules, templates, countries }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const pattern = context.market.formats.date;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rulesRef = useRef(initialRules);
  // The schema reads the chosen country's template at each check, so a new country needs no new form.
  const schema = useMemo(
    () =>
      privateProfileSchema(
        pattern,
        {
          required: t('rules.required'),
          tooLong: (max) => t('profiles.tooLong', { max }),
          invalidDate: t('profiles.invalidDate', { pattern }),
          issuedInFuture: t('profiles.issuedInFuture'),
          expiryBeforeIssue: t('profiles.expiryBeforeIssue'),
          postcodeInvalid: (example) =>
            example ? t('profiles.postcodeInvalid', { example }) : t('profiles.postcodeInvalidPlain'),
        },
        () => rulesRef.current,
        today(),
      ),
    [pattern, t],
  );
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: valuesOf(profile, pattern, context.market.country),
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const rules = useAddressTemplate(country, rulesRef, templates);
  // Country names in the language of the form around them (English on the Arabic page).
  const countryNames = useCountryNames(countries);
  const labels = useAddressLabels();
  const ids = {
    licenceNumber: 'profile-licence-number',
    licenceCountry: 'profile-licence-country',
    licenceIssuedOn: 'profile-licence-issued',
    licenceExpiresOn: 'profile-licence-expires',
    ...addressIds('profile-address'),
    paymentPreference: 'profile-payment',
  } satisfies Record<keyof ProfileValues, string>;
  const summary: SummaryField[] = [
    { path: 'licenceNumber', id: ids.licenceNumber, label: t('profiles.licenceNumber') },
    { path: 'licenceCountry', id: ids.licenceCountry, label: t('profiles.licenceCountry') },
    { path: 'licenceIssuedOn', id: ids.licenceIssuedOn, label: t('profiles.issuedOn') },
    { path: 'licenceExpiresOn', id: ids.licenceExpiresOn, label: t('profiles.expiresOn') },
    ...addressSummary(rules, ids, labels),
    { path: 'paymentPreference', id: ids.paymentPreference, label: t('profiles.payment') },
  ];

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    try {
      const { privateProfile } = await dataOf(
        api.PUT('/v2/users/me/profiles/private', { body: profileOf(v, pattern, rules) }),
      );
      form.reset(valuesOf(privateProfile, pattern, context.market.country));
      setDone(t('profiles.saved'));
    } catch (error) {
      const e = asApiError(error);
      if (!applyFieldErrors(form, e, apiFields)) setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });

  const dateHint = t('profiles.dateHint', { pattern });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      done={done}
      submitLabel={t('profiles.save')}
      fields={summary}
      className="account__profile-form"
    >
      <fieldset className="account__fieldset">
        <legend>{t('profiles.licenceTitle')}</legend>
        <p className="account__legend-hint">{t('profiles.licenceHint')}</p>
        <FormField
          form={form}
          name="licenceNumber"
          id={ids.licenceNumber}
          label={t('profiles.licenceNumber')}
          autoComplete="off"
        />
        <FormSelectField
          form={form}
          name="licenceCountry"
          id={ids.licenceCountry}
          label={t('profiles.licenceCountry')}
          options={countryNames}
        />
        <div className="account__pair account__pair--even">
          <FormField
            form={form}
            name="licenceIssuedOn"
            id={ids.licenceIssuedOn}
            label={t('profiles.issuedOn')}
            hint={dateHint}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormField
            form={form}
            name="licenceExpiresOn"
            id={ids.licenceExpiresOn}
            label={t('profiles.expiresOn')}
            hint={t('profiles.expiresHint', { pattern })}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className="account__fieldset">
        <legend>{t('profiles.addressTitle')}</legend>
        <AddressFields form={form} rules={rules} ids={ids} labels={labels} countries={countryNames} />
      </fieldset>
      <fieldset className="account__fieldset">
        <legend>{t('profiles.paymentTitle')}</legend>
        <PaymentSelect form={form} id={ids.paymentPreference} />
      </fieldset>
    </AccountForm>
  );
}

function PaymentSelect({ form, id }: { form: UseFormReturn<ProfileValues>; id: string }) {
  const { t } = useTranslation('account');
  const { field, fieldState } = useController({ control: form.control, name: 'paymentPreference' });
  return (
    <SelectField
      id={id}
      name="paymentPreference"
      label={t('profiles.payment')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
      placeholder={t('profiles.paymentNone')}
      options={PAYMENT_PREFERENCES.map((value) => ({ value, label: t(`profiles.payments.${value}`) }))}
      error={fieldState.error?.message}
    />
  );
}
