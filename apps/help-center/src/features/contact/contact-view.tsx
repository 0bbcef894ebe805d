// The contact form (spec §3 "Help contact"): topic, name, phone with the market's prefix, message,
// rental agreement and booking ID; every problem is shown at its field and in a summary that takes the
// focus; the message goes to the API and the thank-you view has its own address.
import { useTranslation } from '@rental/i18n';
import { type FormEvent, useId, useRef, useState } from 'react';
import { HelpApiError } from '../../api/client.ts';
import { useHelp } from '../../app/help-context.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { errorMessageKey } from '../../ui/status.tsx';
import { ViewHeading } from '../../ui/view-heading.tsx';
import {
  type ContactField,
  type ContactProblem,
  type ContactValues,
  contactFields,
  contactRequest,
  contactTopics,
  emptyContact,
  messageMax,
  validateContact,
} from './contact-rules.ts';
import { phonePrefixFor } from './phone-prefix.ts';

type Problems = Partial<Record<ContactField, ContactProblem | { server: string }>>;

export function ContactView({ type, topic }: { type: string; topic?: string | undefined }) {
  const { t } = useTranslation('help');
  const { api, app, cache, href, go } = useHelp();
  const id = useId();
  const topics = contactTopics[type] ?? contactTopics.rent!;
  const [values, setValues] = useState<ContactValues>(() => ({
    ...emptyContact,
    topic: topic && topics.includes(topic) ? topic : '',
  }));
  const [problems, setProblems] = useState<Problems>({});
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const [failure, setFailure] = useState<unknown>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const prefix = phonePrefixFor(app.market as { country: string; phonePrefix?: unknown });

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const problemText = (problem: ContactProblem | { server: string }) =>
    typeof problem === 'string' ? t(`contact.problems.${problem}`) : problem.server;

  function update(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its message at once; others keep theirs until the next send.
    if (problems[field]) {
      const next = validateContact({ ...values, [field]: value }, type)[field];
      setProblems((p) => ({ ...p, [field]: next }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'sending') return;
    const found = validateContact(values, type);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setState('idle');
      queueMicrotask(() => summaryRef.current?.focus());
      return;
    }
    setState('sending');
    try {
      const receipt = await api.contact(type, contactRequest(values));
      cache.set(`receipt:${receipt.reference}`, receipt);
      go({ view: 'sent', type, reference: receipt.reference });
    } catch (error) {
      if (
        error instanceof HelpApiError &&
        error.kind === 'invalid-request' &&
        Object.keys(error.fields).length
      ) {
        const server: Problems = {};
        for (const field of contactFields) {
          const message = error.fields[field];
          if (message) server[field] = { server: message };
        }
        setProblems(server);
        setState('idle');
        queueMicrotask(() => summaryRef.current?.focus());
        return;
      }
      setFailure(error);
      setState('failed');
    }
  }

  const listed = contactFields.filter((field) => problems[field]);
  const describedBy = (field: ContactField, hint?: boolean) =>
    [problems[field] ? `${fieldId(field)}-error` : '', hint ? `${fieldId(field)}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (field: ContactField) =>
    problems[field] ? (
      <p id={`${fieldId(field)}-error`} className="hc-field-error">
        {problemText(problems[field])}
      </p>
    ) : null;
  const labelOf: Record<ContactField, string> = {
    topic: t('contact.topic'),
    name: t('contact.name'),
    phoneNumber: t('contact.phone'),
    email: t('contact.email'),
    message: t('contact.message'),
    rentalAgreementNumber: t('contact.agreement'),
    reservationId: t('contact.reservation'),
  };

  return (
    <div className="hc-view" data-view="contact">
      <Breadcrumbs
        crumbs={[{ label: t('nav.home'), href: href({ view: 'home', type }) }, { label: t('contact.title') }]}
      />
      <ViewHeading>{t('contact.title')}</ViewHeading>
      <p className="hc-lead">{t('contact.intro')}</p>
      <p className="hc-hint">{t('contact.required')}</p>
      <div
        ref={summaryRef}
        tabIndex={-1}
        className={listed.length ? 'hc-summary' : undefined}
        role={listed.length ? 'alert' : undefined}
      >
        {listed.length ? (
          <>
            <p>{t('contact.errorSummary', { count: listed.length })}</p>
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    onClick={(event) => {
                      // The hash is the app's address: move the focus without changing it.
                      event.preventDefault();
                      document.getElementById(fieldId(field))?.focus();
                    }}
                  >
                    {labelOf[field]}: {problemText(problems[field]!)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <form className="hc-form" onSubmit={submit} noValidate aria-busy={state === 'sending'}>
        <div className="hc-field">
          <label htmlFor={fieldId('topic')}>{t('contact.topic')} *</label>
          <select
            id={fieldId('topic')}
            value={values.topic}
            required
            aria-invalid={problems.topic ? true : undefined}
            aria-describedby={describedBy('topic')}
            onChange={(event) => update('topic', event.target.value)}
          >
            <option value="">{t('contact.chooseTopic')}</option>
            {topics.map((value) => (
              <option key={value} value={value}>
                {t(`contact.topics.${value}`, { defaultValue: value })}
              </option>
            ))}
          </select>
          {error('topic')}
        </div>
        <div className="hc-field">
          <label htmlFor={fieldId('name')}>{t('contact.name')} *</label>
          <input
            id={fieldId('name')}
            type="text"
            autoComplete="name"
            value={values.name}
            required
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => update('name', event.target.value)}
          />
          {error('name')}
        </div>
        <div className="hc-field">
          <label htmlFor={fieldId('phoneNumber')}>{t('contact.phone')} *</label>
          <div className="hc-phone">
            {prefix ? (
              <span className="hc-phone__prefix" aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            <input
              id={fieldId('phoneNumber')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              value={values.phoneNumber}
              required
              aria-invalid={problems.phoneNumber ? true : undefined}
              aria-describedby={describedBy('phoneNumber', true)}
              onChange={(event) => update('phoneNumber', event.target.value)}
              data-prefix={prefix}
            />
          </div>
          <p id={`${fieldId('phoneNumber')}-hint`} className="hc-hint">
            {t('contact.phoneHint', { prefix })}
          </p>
          {error('phoneNumber')}
        </div>
        <div className="hc-field">
          <label htmlFor={fieldId('email')}>{t('contact.email')}</label>
          <input
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            value={values.email}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={describedBy('email')}
            onChange={(event) => update('email', event.target.value)}
          />
          {error('email')}
        </div>
        <div className="hc-field">
          <label htmlFor={fieldId('message')}>{t('contact.message')} *</label>
          <textarea
            id={fieldId('message')}
            rows={6}
            value={values.message}
            required
            maxLength={messageMax + 200}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={describedBy('message', true)}
            onChange={(event) => update('message', event.target.value)}
          />
          <p id={`${fieldId('message')}-hint`} className="hc-hint">
            {t('contact.messageHint')}
          </p>
          {error('message')}
        </div>
        <div className="hc-field">
          <label htmlFor={fieldId('rentalAgreementNumber')}>{t('contact.agreement')}</label>
          <input
            id={fieldId('rentalAgreementNumber')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.rentalAgreementNumber}
            aria-invalid={problems.rentalAgreementNumber ? true : undefined}
            aria-describedby={describedBy('rentalAgreementNumber', true)}
            onChange={(event) => update('rentalAgreementNumber', event.target.value)}
          />
          <p id={`${fieldId('rentalAgreementNumber')}-hint`} className="hc-hint">
            {t('contact.agreementHint')}
          </p>
          {error('rentalAgreementNumber')}
        </div>
        <div className="hc-field">
          <label htmlFor={fieldId('reservationId')}>{t('contact.reservation')}</label>
          <input
            id={fieldId('reservationId')}
            type="text"
            autoComplete="off"
            value={values.reservationId}
            aria-invalid={problems.reservationId ? true : undefined}
            aria-describedby={describedBy('reservationId', true)}
            onChange={(event) => update('reservationId', event.target.value)}
          />
          <p id={`${fieldId('reservationId')}-hint`} className="hc-hint">
            {t('contact.reservationHint')}
          </p>
          {error('reservationId')}
        </div>
        {state === 'failed' ? (
          <div className="hc-error" role="alert">
            <p>{t('contact.sendFailed')}</p>
            <p>{t(errorMessageKey(failure))}</p>
          </div>
        ) : null}
        <button type="submit" className="hc-button" disabled={state === 'sending'}>
          {state === 'sending' ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
    </div>
  );
}
