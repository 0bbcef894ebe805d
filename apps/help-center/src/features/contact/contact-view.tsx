// The contact form (spec §3 "Help contact"): topic, name, phone with the market's prefix, message,
// rental agreement and booking ID; react-hook-form with the form's zod schema (the API's rules), every
// problem shown at its field and in a summary that takes the focus; the message goes to the API and the
// thank-you view has its own address.
import { type ApiError, asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  Button,
  ErrorSummary,
  type FieldError,
  Notice,
  SelectField,
  TextField,
  type UseFormReturn,
  useController,
  useSchemaForm,
} from '@rental/ui';
import { useId, useState } from 'react';
import { Breadcrumbs } from '../../shared/breadcrumbs.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { errorMessageKey } from '../../shared/status.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import {
  type ContactField,
  type ContactValues,
  contactFields,
  contactRequest,
  contactSchema,
  emptyContact,
  topicsOf,
} from './contact-schema.ts';

export function ContactView({ type, topic }: { type: string; topic?: string | undefined }) {
  const { t } = useTranslation('help');
  const { api, app, cache, href, go } = useHelp();
  const id = useId();
  const topics = topicsOf(type);
  const form = useSchemaForm<ContactValues>(contactSchema(type), {
    defaultValues: { ...emptyContact, topic: topic && topics.includes(topic) ? topic : '' },
  });
  const [failure, setFailure] = useState<ApiError | undefined>(undefined);
  const prefix = app.market.phonePrefix;
  const { support } = app.market;
  const { errors, isSubmitting, submitCount } = form.formState;

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const message = (error: FieldError | undefined) =>
    error?.message
      ? error.type === 'server'
        ? error.message
        : t(`contact.problems.${error.message}`)
      : undefined;
  const labelOf: Record<ContactField, string> = {
    topic: t('contact.topic'),
    name: t('contact.name'),
    phoneNumber: t('contact.phone'),
    email: t('contact.email'),
    message: t('contact.message'),
    rentalAgreementNumber: t('contact.agreement'),
    reservationId: t('contact.reservation'),
  };
  // The summary names each field, in the form's order.
  const items = contactFields.flatMap((field) => {
    const text = message(errors[field]);
    return text ? [{ id: fieldId(field), label: labelOf[field], message: text }] : [];
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const receipt = await api.contact(type, contactRequest(values));
      cache.set(`receipt:${receipt.reference}`, receipt);
      go({ view: 'sent', type, reference: receipt.reference });
    } catch (error) {
      const failed = asApiError(error);
      const server = contactFields.filter((field) => failed.fields[field]);
      if (failed.kind === 'invalid-request' && server.length > 0) {
        for (const field of server) form.setError(field, { type: 'server', message: failed.fields[field]! });
        return;
      }
      setFailure(failed);
    }
  });

  return (
    <div className="hc-view" data-view="contact">
      <Breadcrumbs
        crumbs={[{ label: t('nav.home'), href: href({ view: 'home', type }) }, { label: t('contact.title') }]}
      />
      <ViewHeading>{t('contact.title')}</ViewHeading>
      <p className="hc-lead">{t('contact.intro')}</p>
      {/* issue 19: the market's customer service beside the form (spec §3 customerSupportPhone…, mount context). */}
      <div className="hc-direct">
        <p>
          {t('contact.direct')}{' '}
          <a href={`tel:${support.phone}`} dir="ltr">
            {support.phoneDisplay}
          </a>
          {' · '}
          <a href={`mailto:${support.mail}`} dir="ltr">
            {support.mail}
          </a>
        </p>
        <p>
          <a href={support.paymentArticle}>{t('contact.paymentHelp')}</a>
        </p>
      </div>
      <p className="ui-hint">{t('contact.required')}</p>
      <ErrorSummary
        className="hc-summary"
        title={t('contact.errorSummary', { count: items.length })}
        items={items}
        focusKey={submitCount}
      />
      <form className="hc-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <Topic
          form={form}
          id={fieldId('topic')}
          label={`${t('contact.topic')} *`}
          error={message(errors.topic)}
          placeholder={t('contact.chooseTopic')}
          options={topics.map((value) => ({
            value,
            label: t(`contact.topics.${value}`, { defaultValue: value }),
          }))}
        />
        <Text
          form={form}
          name="name"
          id={fieldId('name')}
          label={`${t('contact.name')} *`}
          error={message(errors.name)}
          autoComplete="name"
        />
        <Text
          form={form}
          name="phoneNumber"
          id={fieldId('phoneNumber')}
          label={`${t('contact.phone')} *`}
          error={message(errors.phoneNumber)}
          hint={t('contact.phoneHint', { prefix })}
          prefix={prefix}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
        <Text
          form={form}
          name="email"
          id={fieldId('email')}
          label={t('contact.email')}
          error={message(errors.email)}
          type="email"
          autoComplete="email"
        />
        <Text
          form={form}
          name="message"
          id={fieldId('message')}
          label={`${t('contact.message')} *`}
          error={message(errors.message)}
          hint={t('contact.messageHint')}
          rows={6}
        />
        <Text
          form={form}
          name="rentalAgreementNumber"
          id={fieldId('rentalAgreementNumber')}
          label={t('contact.agreement')}
          error={message(errors.rentalAgreementNumber)}
          hint={t('contact.agreementHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <Text
          form={form}
          name="reservationId"
          id={fieldId('reservationId')}
          label={t('contact.reservation')}
          error={message(errors.reservationId)}
          hint={t('contact.reservationHint')}
          autoComplete="off"
        />
        {failure ? (
          <Notice tone="error" className="hc-error">
            <p>{t('contact.sendFailed')}</p>
            <p>{t(errorMessageKey(failure))}</p>
          </Notice>
        ) : null}
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </div>
  );
}

type FieldOptions = {
  form: UseFormReturn<ContactValues>;
  id: string;
  label: string;
  error: string | undefined;
};

function Text({
  form,
  name,
  ...props
}: FieldOptions & {
  name: Exclude<ContactField, 'topic'>;
  hint?: string;
  prefix?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'tel';
  autoComplete?: string;
  rows?: number;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      className="hc-field"
      prefixClassName="hc-phone__prefix"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

function Topic({
  form,
  ...props
}: FieldOptions & { placeholder: string; options: Array<{ value: string; label: string }> }) {
  const { field } = useController({ control: form.control, name: 'topic' });
  return (
    <SelectField
      {...props}
      className="hc-field"
      isRequired
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
    />
  );
}
