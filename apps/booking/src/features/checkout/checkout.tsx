// Checkout (spec §1): protections and extras from the rental configuration with a running total;
// the driver (phone with the market prefix, address laid out by the market's template); pay at pickup
// or a clearly marked demo card that validates but never charges; terms; then the reservation.
import { useTranslation } from '@rental/i18n';
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react';
import { ApiFailure, callApi } from '../../shared/api.ts';
import {
  type Addon,
  addressTemplateSchema,
  configurationSchema,
  createReservationSchema,
  type Reservation,
} from '../../shared/api-types.ts';
import { useBooking } from '../../shared/booking-context.tsx';
import { parseDay } from '../../shared/dates.ts';
import { ErrorNotice, Loading } from '../../shared/notices.tsx';
import { defaultFilters, type SearchState } from '../../shared/route.ts';
import { writeStored } from '../../shared/storage.ts';
import { useRequest } from '../../shared/use-request.ts';
import { goTo } from '../../shared/use-route.ts';
import { useModelName, VehicleFacts } from '../offers/offer-list.tsx';
import { clearDraft, type Draft, loadDraft, newIdempotencyKey, saveDraft } from './checkout-draft.ts';
import { type CardInput, type CheckoutErrors, validateCheckout } from './validate.ts';

/** Where a confirmed reservation is kept for the confirmation step (and its reload). */
export const reservationKey = (number: string) => `booking:reservation:${number}`;

/** API field paths -> form fields. */
const apiFieldMap: Record<string, string> = {
  'driver.firstName': 'firstName',
  'driver.lastName': 'lastName',
  'driver.email': 'email',
  'driver.phone': 'phone',
  'driver.birthDate': 'birthDate',
  'driver.address.street': 'address.street',
  'driver.address.postcode': 'address.postcode',
  'driver.address.city': 'address.city',
  'driver.address.region': 'address.region',
};

export function Checkout({ search, offerId }: { search: SearchState; offerId: string }) {
  const { t } = useTranslation('booking');
  const { api, market, fmt } = useBooking();
  const config = useRequest(offerId, (signal) =>
    callApi(api, '/v1/rentalconfigurations', configurationSchema, { query: { offerId }, signal }),
  );
  const template = useRequest(market.country, (signal) =>
    callApi(api, '/v1/config/addresstemplates', addressTemplateSchema, {
      query: { countryCode: market.country },
      signal,
    }),
  );
  const [draft, setDraft] = useState<Draft>(() => loadDraft(offerId));
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitError, setSubmitError] = useState<ApiFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const modelName = useModelName();

  useEffect(() => saveDraft(offerId, draft), [offerId, draft]);

  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const backToOffers = () => goTo({ step: 'offers', search, filters: defaultFilters });

  if (config.status === 'loading' || config.status === 'idle')
    return <Loading label={t('checkout.loading')} />;
  if (config.status === 'error')
    return (
      <section aria-labelledby="bk-step-title">
        <h1 id="bk-step-title" className="bk-step-title" tabIndex={-1}>
          {t('checkout.title')}
        </h1>
        <ErrorNotice error={config.error} onRetry={config.error.retryable ? config.retry : undefined}>
          <button type="button" className="bk-button bk-button--secondary" onClick={backToOffers}>
            {t('checkout.backToOffers')}
          </button>
        </ErrorNotice>
      </section>
    );

  const { offer, protections, extras } = config.data;
  const protectionCode =
    draft.protectionCode && protections.some((p) => p.code === draft.protectionCode)
      ? draft.protectionCode
      : (protections.find((p) => p.included)?.code ?? protections[0]?.code ?? 'BASIC');
  const protection = protections.find((p) => p.code === protectionCode);
  const chosenExtras = extras.filter((x) => (draft.extras[x.code] ?? 0) > 0);
  const totalMinor =
    offer.price.total.amountMinor +
    (protection?.price.total.amountMinor ?? 0) +
    chosenExtras.reduce((s, x) => s + x.price.total.amountMinor * (draft.extras[x.code] ?? 0), 0);
  const currency = offer.price.total.currency;
  const tpl = template.status === 'done' ? template.data : undefined;
  const phonePrefix = tpl?.phonePrefix ?? market.phonePrefix;
  const message = (field: string) => {
    const e = errors[field];
    return e ? t(e.key, e.values ?? {}) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const thisMonth = new Date().toISOString().slice(0, 7);
    const found = validateCheckout(draft, {
      datePattern: market.formats.date,
      minDriverAge: offer.group.minDriverAge,
      pickupDay: search.pickup.slice(0, 10),
      template: tpl,
      card,
      thisMonth,
    });
    setErrors(found);
    setSubmitError(null);
    if (Object.keys(found).length > 0) {
      // Focus the summary of problems so a screen reader hears them all at once.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSubmitting(true);
    try {
      const result = await callApi(api, '/v1/rentalreservations/create', createReservationSchema, {
        method: 'POST',
        headers: { 'idempotency-key': draft.idempotencyKey },
        body: {
          offerId,
          protectionCode,
          extras: chosenExtras.map((x) => ({ code: x.code, quantity: draft.extras[x.code] ?? 1 })),
          driver: {
            firstName: draft.firstName.trim(),
            lastName: draft.lastName.trim(),
            email: draft.email.trim(),
            phone: `${phonePrefix} ${draft.phone.trim()}`,
            birthDate: parseDay(draft.birthDate, market.formats.date),
            // Laid out by the market's template; the API keeps it once its driver schema has the field.
            address: {
              ...Object.fromEntries(Object.entries(draft.address).map(([k, v]) => [k, v.trim()])),
              country: tpl?.countryCode ?? market.country,
            },
          },
        },
        timeoutMs: 20_000,
      });
      const reservation: Reservation = result.reservation;
      writeStored(reservationKey(reservation.reservationNumber), {
        reservation,
        email: draft.email.trim(),
        lastName: draft.lastName.trim(),
      });
      clearDraft(offerId);
      // The checkout entry becomes the confirmation: Back cannot resubmit the booking.
      goTo({ step: 'confirmation', reservationNumber: reservation.reservationNumber }, { replace: true });
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure(0, 'network', String(error));
      if (failure.code === 'idempotency_key_reused') update({ idempotencyKey: newIdempotencyKey() });
      const fieldErrors: CheckoutErrors = {};
      for (const [path, text] of Object.entries(failure.fields)) {
        const field = apiFieldMap[path];
        if (field) fieldErrors[field] = { key: 'checkout.errors.api', values: { message: text } };
      }
      setErrors(fieldErrors);
      setSubmitError(failure);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setSubmitting(false);
    }
  };

  const errorList = Object.entries(errors);
  const addonPrice = (a: Addon) =>
    a.included
      ? t('checkout.included')
      : t('checkout.addonPrice', { total: fmt.money(a.price.total), perDay: fmt.money(a.price.perDay) });

  return (
    <section className="bk-checkout" aria-labelledby="bk-step-title">
      <h1 id="bk-step-title" className="bk-step-title" tabIndex={-1}>
        {t('checkout.title')}
      </h1>
      <button type="button" className="bk-link-button" onClick={backToOffers}>
        ← {t('checkout.backToOffers')}
      </button>
      <div className="bk-checkout__layout">
        <form className="bk-checkout__form" onSubmit={submit} noValidate>
          <div ref={summaryRef} tabIndex={-1} className="bk-error-summary" aria-live="assertive">
            {submitError && (
              <ErrorNotice
                error={submitError}
                onRetry={
                  submitError.retryable
                    ? () => summaryRef.current?.closest('form')?.requestSubmit()
                    : undefined
                }
              />
            )}
            {errorList.length > 0 && !submitError && (
              <div className="bk-error" role="alert">
                <p>{t('checkout.errors.summary', { count: errorList.length })}</p>
                <ul>
                  {errorList.map(([field, e]) => (
                    <li key={field}>
                      <a
                        href={`#bk-f-${field.replace('.', '-')}`}
                        onClick={(ev) => {
                          ev.preventDefault();
                          document.getElementById(`bk-f-${field.replace('.', '-')}`)?.focus();
                        }}
                      >
                        {t(e.key, e.values ?? {})}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          <fieldset className="bk-group">
            <legend>{t('checkout.protection')}</legend>
            {protections.map((p) => (
              <label key={p.code} className="bk-choice">
                <input
                  type="radio"
                  name="protection"
                  value={p.code}
                  checked={p.code === protectionCode}
                  onChange={() => update({ protectionCode: p.code })}
                />
                <span className="bk-choice__text">
                  <strong>{p.name}</strong> <span>{addonPrice(p)}</span>
                  <span className="bk-hint">
                    {p.description}
                    {p.deductible ? ` ${t('checkout.deductible', { amount: fmt.money(p.deductible) })}` : ''}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>

          {extras.length > 0 && (
            <fieldset className="bk-group">
              <legend>{t('checkout.extras')}</legend>
              {extras.map((x) => (
                <label key={x.code} className="bk-choice">
                  <input
                    type="checkbox"
                    checked={x.included || (draft.extras[x.code] ?? 0) > 0}
                    disabled={x.included}
                    onChange={(e) =>
                      update({ extras: { ...draft.extras, [x.code]: e.target.checked ? 1 : 0 } })
                    }
                  />
                  <span className="bk-choice__text">
                    <strong>{x.name}</strong> <span>{addonPrice(x)}</span>
                    <span className="bk-hint">{x.description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          <fieldset className="bk-group">
            <legend>{t('checkout.driver')}</legend>
            <TextField
              name="firstName"
              label={t('checkout.firstName')}
              autoComplete="given-name"
              value={draft.firstName}
              onChange={(v) => update({ firstName: v })}
              error={message('firstName')}
            />
            <TextField
              name="lastName"
              label={t('checkout.lastName')}
              autoComplete="family-name"
              value={draft.lastName}
              onChange={(v) => update({ lastName: v })}
              error={message('lastName')}
            />
            <TextField
              name="email"
              type="email"
              label={t('checkout.email')}
              autoComplete="email"
              value={draft.email}
              onChange={(v) => update({ email: v })}
              error={message('email')}
            />
            <TextField
              name="phone"
              type="tel"
              label={t('checkout.phone')}
              prefix={phonePrefix}
              hint={t('checkout.phoneHint', { prefix: phonePrefix })}
              autoComplete="tel-national"
              value={draft.phone}
              onChange={(v) => update({ phone: v })}
              error={message('phone')}
            />
            <TextField
              name="birthDate"
              label={t('checkout.birthDate')}
              hint={t('search.dateHint', { pattern: market.formats.date })}
              autoComplete="bday"
              value={draft.birthDate}
              onChange={(v) => update({ birthDate: v })}
              error={message('birthDate')}
            />
          </fieldset>

          <fieldset className="bk-group">
            <legend>{t('checkout.address')}</legend>
            {template.status === 'loading' && <Loading label={t('checkout.loadingAddress')} />}
            {template.status === 'error' && <ErrorNotice error={template.error} onRetry={template.retry} />}
            {tpl?.lines.map((line) => (
              <div key={line.join('-')} className="bk-address-line">
                {line.map((name) => {
                  const rule = tpl.fields.find((f) => f.name === name);
                  if (name === 'country')
                    return (
                      <p key={name} className="bk-address-country">
                        <span className="bk-label">{t('checkout.addressField.country')}</span>{' '}
                        {new Intl.DisplayNames([market.locale], { type: 'region' }).of(tpl.countryCode) ??
                          tpl.countryCode}
                      </p>
                    );
                  return (
                    <TextField
                      key={name}
                      name={`address.${name}`}
                      label={`${t(`checkout.addressField.${name}`, { defaultValue: name })}${rule?.required ? '' : ` ${t('checkout.optional')}`}`}
                      hint={
                        name === 'postcode' && tpl.postcodeExample
                          ? t('checkout.postcodeHint', { example: tpl.postcodeExample })
                          : undefined
                      }
                      autoComplete={
                        {
                          street: 'address-line1',
                          postcode: 'postal-code',
                          city: 'address-level2',
                          region: 'address-level1',
                        }[name] ?? 'off'
                      }
                      value={draft.address[name] ?? ''}
                      onChange={(v) => update({ address: { ...draft.address, [name]: v } })}
                      error={message(`address.${name}`)}
                    />
                  );
                })}
              </div>
            ))}
          </fieldset>

          <fieldset className="bk-group">
            <legend>{t('checkout.payment')}</legend>
            <label className="bk-choice">
              <input
                type="radio"
                name="payment"
                checked={draft.payment === 'pickup'}
                onChange={() => update({ payment: 'pickup' })}
              />
              <span className="bk-choice__text">
                <strong>{t('checkout.payAtPickup')}</strong>
                <span className="bk-hint">{t('checkout.payAtPickupHint')}</span>
              </span>
            </label>
            <label className="bk-choice">
              <input
                type="radio"
                name="payment"
                checked={draft.payment === 'card'}
                onChange={() => update({ payment: 'card' })}
              />
              <span className="bk-choice__text">
                <strong>{t('checkout.demoCard')}</strong>
                <span className="bk-hint">{t('checkout.demoCardHint')}</span>
              </span>
            </label>
            {draft.payment === 'card' && (
              <div className="bk-card" data-demo-card>
                <p className="bk-demo-badge">{t('checkout.demoBadge')}</p>
                <TextField
                  name="card.number"
                  label={t('checkout.cardNumber')}
                  autoComplete="off"
                  inputMode="numeric"
                  value={card.number}
                  onChange={(v) => setCard((c) => ({ ...c, number: v }))}
                  error={message('card.number')}
                />
                <TextField
                  name="card.expiry"
                  label={t('checkout.cardExpiry')}
                  hint="MM/YY"
                  autoComplete="off"
                  value={card.expiry}
                  onChange={(v) => setCard((c) => ({ ...c, expiry: v }))}
                  error={message('card.expiry')}
                />
                <TextField
                  name="card.cvc"
                  label={t('checkout.cardCvc')}
                  autoComplete="off"
                  inputMode="numeric"
                  value={card.cvc}
                  onChange={(v) => setCard((c) => ({ ...c, cvc: v }))}
                  error={message('card.cvc')}
                />
                <TextField
                  name="card.holder"
                  label={t('checkout.cardHolder')}
                  autoComplete="off"
                  value={card.holder}
                  onChange={(v) => setCard((c) => ({ ...c, holder: v }))}
                  error={message('card.holder')}
                />
              </div>
            )}
          </fieldset>

          <div className="bk-field">
            <label className="bk-check">
              <input
                id="bk-f-terms"
                type="checkbox"
                checked={draft.terms}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'bk-f-terms-error' : undefined}
                onChange={(e) => update({ terms: e.target.checked })}
              />
              <span>
                {t('checkout.termsBefore')}{' '}
                <a href={market.links.terms ?? '/terms-and-conditions'} target="_blank" rel="noopener">
                  {t('checkout.termsLink')}
                </a>
              </span>
            </label>
            {errors.terms && (
              <p id="bk-f-terms-error" className="bk-field-error">
                {message('terms')}
              </p>
            )}
          </div>

          <button
            type="submit"
            className="bk-button bk-button--primary"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting
              ? t('checkout.booking')
              : t('checkout.submit', { total: fmt.money({ amountMinor: totalMinor, currency }) })}
          </button>
        </form>

        <aside className="bk-checkout__summary" aria-labelledby="bk-summary-title">
          <h2 id="bk-summary-title">{t('checkout.summary')}</h2>
          <p className="bk-offer__model">{modelName(offer.group.model)}</p>
          <VehicleFacts offer={offer} />
          <dl className="bk-dl">
            <dt>{t('checkout.pickup')}</dt>
            <dd>
              {search.branchName}, {fmt.longDateTimeOf(search.pickup)}
            </dd>
            <dt>{t('checkout.return')}</dt>
            <dd>
              {search.returnBranchName ?? search.branchName}, {fmt.longDateTimeOf(search.return)}
            </dd>
            <dt>{t('checkout.rentalPrice', { count: offer.days })}</dt>
            <dd>{fmt.money(offer.price.total)}</dd>
            {protection && !protection.included && (
              <>
                <dt>{protection.name}</dt>
                <dd>{fmt.money(protection.price.total)}</dd>
              </>
            )}
            {chosenExtras.map((x) => (
              <Fragment key={x.code}>
                <dt>{x.name}</dt>
                <dd>
                  {fmt.money({
                    ...x.price.total,
                    amountMinor: x.price.total.amountMinor * (draft.extras[x.code] ?? 1),
                  })}
                </dd>
              </Fragment>
            ))}
          </dl>
          <p className="bk-total" aria-live="polite">
            <span>{t('checkout.total')}</span>{' '}
            <strong data-booking-total>{fmt.money({ amountMinor: totalMinor, currency })}</strong>
          </p>
        </aside>
      </div>
    </section>
  );
}

function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  prefix?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const id = `bk-f-${name.replace('.', '-')}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="bk-field">
      <label htmlFor={id}>{label}</label>
      <div className={prefix ? 'bk-prefixed' : undefined}>
        {prefix && (
          <span className="bk-prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {hint && (
        <span id={`${id}-hint`} className="bk-hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="bk-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
