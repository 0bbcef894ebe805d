// The corporate and travel-agency sign-up forms (issue 20 items 1 and 4): the company's or agency's data,
// its billing address by the country's template, a contact person (the signed-in customer by default) and
// either the expected rentals or the commission account. A refusal keeps every typed value and names
// each field; the applications' states show on the page (business-sign-up.tsx).
import { asApiError, dataOf, type RequestCache } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { legalFormsOf, registrationOf, rentalBands, usesIban } from '@rental/markets/business';
import {
  type FieldValues,
  FormField,
  FormSelectField,
  type Path,
  type UseFormReturn,
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
import { ruleMessages } from '../../shared/rules.ts';
import type { User } from '../../shared/session.tsx';
import {
  type AgencyValues,
  agencyBody,
  agencySchema,
  type BusinessMessages,
  type CompanyValues,
  companyBody,
  companySchema,
  emptyAgency,
  emptyCompany,
} from './business-schema.ts';

interface Props {
  /** The signed-in customer: the contact person by default. */
  user: User;
  /** The billing address template of the market's country, loaded before the form shows. */
  rules: AddressRules;
  templates: RequestCache;
  countries: readonly string[];
  /** After the API took the application: the company's name. */
  onSent: (name: string) => void;
}

/** The API's field paths → the forms' fields. */
const apiFields: Record<string, string> = {
  name: 'name',
  legalForm: 'legalForm',
  registrationNumber: 'registrationNumber',
  agencyCode: 'agencyCode',
  'billingAddress.country': 'country',
  'billingAddress.street': 'street',
  'billingAddress.postcode': 'postcode',
  'billingAddress.city': 'city',
  'billingAddress.region': 'region',
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.email': 'email',
  'contact.phone': 'phone',
  rentalsPerYear: 'rentalsPerYear',
  'commissionAccount.holder': 'accountHolder',
  'commissionAccount.number': 'accountNumber',
};

function useMessages(country: string): BusinessMessages {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  return useMemo(() => {
    const { example, kind } = registrationOf(country);
    return {
      ...ruleMessages(t),
      tooLong: (max) => t('business.tooLong', { max }),
      postcodeInvalid: (ex) =>
        ex ? t('profiles.postcodeInvalid', { example: ex }) : t('profiles.postcodeInvalidPlain'),
      phoneInvalid: t('business.phoneInvalid', { prefix: context.market.phonePrefix }),
      registration: (reason) =>
        reason === 'check-digit'
          ? t('business.registrationCheck')
          : kind === 'vat'
            ? t('business.registrationFormat', { example })
            : example
              ? t('business.businessNumberFormat', { example })
              : t('business.registrationFormatPlain'),
      agencyCode: (reason) =>
        reason === 'check-digit' ? t('business.agencyCodeCheck') : t('business.agencyCodeFormat'),
      account: (reason) =>
        !usesIban(country)
          ? t('business.accountFormat')
          : reason === 'check-digit'
            ? t('business.ibanCheck')
            : t('business.ibanFormat'),
    };
  }, [t, country, context.market.phonePrefix]);
}

/** A form's sending: the API's refusal placed on its fields, else one message above the form. */
function useSend<V extends FieldValues>(form: UseFormReturn<V>, conflict: string) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (call: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      const e = asApiError(error);
      if (e.status === 409) setFailure(conflict);
      else if (!applyFieldErrors(form, e, apiFields)) setFailure(t(failureKey(e) ?? 'errors.unavailable'));
      return false;
    }
  };
  return { failure, send };
}

function ContactFields<V extends FieldValues>({ form, prefix }: { form: UseFormReturn<V>; prefix: string }) {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  const f = (name: 'firstName' | 'lastName' | 'email' | 'phone') => name as unknown as Path<V>;
  return (
    <fieldset className="account__fieldset">
      <legend>{t('business.contactTitle')}</legend>
      <div className="account__pair account__pair--even">
        <FormField
          form={form}
          name={f('firstName')}
          id={`${prefix}-first-name`}
          label={t('business.firstName')}
          autoComplete="given-name"
          isRequired
        />
        <FormField
          form={form}
          name={f('lastName')}
          id={`${prefix}-last-name`}
          label={t('business.lastName')}
          autoComplete="family-name"
          isRequired
        />
      </div>
      <FormField
        form={form}
        name={f('email')}
        id={`${prefix}-email`}
        label={t('business.email')}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormField
        form={form}
        name={f('phone')}
        id={`${prefix}-phone`}
        label={t('business.phone')}
        hint={t('business.phoneHint', { prefix: context.market.phonePrefix })}
        type="tel"
        autoComplete="tel"
        isRequired
      />
    </fieldset>
  );
}

function contactSummary(prefix: string, t: (key: string) => string): SummaryField[] {
  return [
    { path: 'firstName', id: `${prefix}-first-name`, label: t('business.firstName') },
    { path: 'lastName', id: `${prefix}-last-name`, label: t('business.lastName') },
    { path: 'email', id: `${prefix}-email`, label: t('business.email') },
    { path: 'phone', id: `${prefix}-phone`, label: t('business.phone') },
  ];
}

/** The corporate sign-up: POST /v1/business/companies. */
export function CompanyForm({ user, rules: initialRules, templates, countries, onSent }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const country = context.market.country;
  const rulesRef = useRef(initialRules);
  const m = useMessages(country);
  const schema = useMemo(() => companySchema(country, m, () => rulesRef.current), [country, m]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: emptyCompany(country, user) });
  const rules = useAddressTemplate(useWatch({ control: form.control, name: 'country' }), rulesRef, templates);
  const countryNames = useCountryNames(countries);
  const labels = useAddressLabels();
  const ids = addressIds('company-billing');
  const registration = registrationOf(country);
  const registrationLabel = t(registration.kind === 'vat' ? 'business.vatNumber' : 'business.businessNumber');
  const forms = legalFormsOf(country);
  const { failure, send } = useSend(form, t('business.exists'));
  const fields: SummaryField[] = [
    { path: 'name', id: 'company-name', label: t('business.name') },
    { path: 'legalForm', id: 'company-legal-form', label: t('business.legalForm') },
    { path: 'registrationNumber', id: 'company-registration', label: registrationLabel },
    ...addressSummary(rules, ids, labels),
    ...contactSummary('company-contact', t),
    { path: 'rentalsPerYear', id: 'company-rentals', label: t('business.rentals') },
  ];
  const submit = form.handleSubmit(async (v: CompanyValues) => {
    const body = companyBody(country, v, rules);
    if (await send(() => dataOf(api.POST('/v1/business/companies', { body })))) onSent(body.name);
  });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('business.submitCompany')}
      fields={fields}
    >
      <fieldset className="account__fieldset">
        <legend>{t('business.companyTitle')}</legend>
        <FormField
          form={form}
          name="name"
          id="company-name"
          label={t('business.name')}
          autoComplete="organization"
          isRequired
        />
        <FormSelectField
          form={form}
          name="legalForm"
          id="company-legal-form"
          label={t('business.legalForm')}
          placeholder={t('business.choose')}
          options={forms.forms.map((value) => ({
            value,
            label: forms.generic ? t(`business.legalForms.${value}`) : value,
          }))}
        />
        <FormField
          form={form}
          name="registrationNumber"
          id="company-registration"
          label={registrationLabel}
          hint={
            registration.example
              ? t('business.registrationHint', { example: registration.example })
              : undefined
          }
          autoComplete="off"
          isRequired
        />
      </fieldset>
      <fieldset className="account__fieldset">
        <legend>{t('business.billingTitle')}</legend>
        <AddressFields
          form={form}
          rules={rules}
          ids={ids}
          labels={labels}
          countries={countryNames}
          section="billing"
        />
      </fieldset>
      <ContactFields form={form} prefix="company-contact" />
      <FormSelectField
        form={form}
        name="rentalsPerYear"
        id="company-rentals"
        label={t('business.rentals')}
        placeholder={t('business.choose')}
        options={rentalBands.map((value) => ({ value, label: t(`business.rentalBands.${value}`) }))}
      />
    </AccountForm>
  );
}

/** The travel-agency sign-up: POST /v1/business/agencies. */
export function AgencyForm({ user, rules: initialRules, templates, countries, onSent }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const country = context.market.country;
  const rulesRef = useRef(initialRules);
  const m = useMessages(country);
  const schema = useMemo(() => agencySchema(country, m, () => rulesRef.current), [country, m]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: emptyAgency(country, user) });
  const rules = useAddressTemplate(useWatch({ control: form.control, name: 'country' }), rulesRef, templates);
  const countryNames = useCountryNames(countries);
  const labels = useAddressLabels();
  const ids = addressIds('agency-billing');
  const accountLabel = t(usesIban(country) ? 'business.iban' : 'business.accountNumber');
  const { failure, send } = useSend(form, t('business.exists'));
  const fields: SummaryField[] = [
    { path: 'name', id: 'agency-name', label: t('business.agencyName') },
    { path: 'agencyCode', id: 'agency-code', label: t('business.agencyCode') },
    ...addressSummary(rules, ids, labels),
    ...contactSummary('agency-contact', t),
    { path: 'accountHolder', id: 'agency-account-holder', label: t('business.accountHolder') },
    { path: 'accountNumber', id: 'agency-account-number', label: accountLabel },
  ];
  const submit = form.handleSubmit(async (v: AgencyValues) => {
    const body = agencyBody(country, v, rules);
    if (await send(() => dataOf(api.POST('/v1/business/agencies', { body })))) onSent(body.name);
  });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('business.submitAgency')}
      fields={fields}
    >
      <fieldset className="account__fieldset">
        <legend>{t('business.agencyTitle')}</legend>
        <FormField
          form={form}
          name="name"
          id="agency-name"
          label={t('business.agencyName')}
          autoComplete="organization"
          isRequired
        />
        <FormField
          form={form}
          name="agencyCode"
          id="agency-code"
          label={t('business.agencyCode')}
          hint={t('business.agencyCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
      </fieldset>
      <fieldset className="account__fieldset">
        <legend>{t('business.billingTitle')}</legend>
        <AddressFields
          form={form}
          rules={rules}
          ids={ids}
          labels={labels}
          countries={countryNames}
          section="billing"
        />
      </fieldset>
      <ContactFields form={form} prefix="agency-contact" />
      <fieldset className="account__fieldset">
        <legend>{t('business.commissionTitle')}</legend>
        <FormField
          form={form}
          name="accountHolder"
          id="agency-account-holder"
          label={t('business.accountHolder')}
          isRequired
        />
        <FormField
          form={form}
          name="accountNumber"
          id="agency-account-number"
          label={accountLabel}
          autoComplete="off"
          isRequired
        />
      </fieldset>
    </AccountForm>
  );
}
