// Checkout (spec §1): protections and extras from the rental configuration with a running total;
// the driver (phone with the market prefix, address laid out by the market's template); pay at pickup,
// or (issue 21) pay now by card on the payment provider's page when the API says online payment is on;
// terms; then the reservation. The form is react-hook-form with the checkout's zod schema; problems show
// at each field (@rental/ui) and in a summary that takes the focus. The draft is kept in sessionStorage
// (there is no card data: the card is entered on the provider's page only), so the trip to the
// provider, a refused card and Back lose nothing; paying again reuses the booking's Idempotency-Key.
// Issue 20: a signed-in customer with approved memberships books as private, a company (company rate,
// paid by invoice to the company) or an agency (for a customer, the agency number on the booking).
import { type ApiError, asApiError, dataOf, type RequestState, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { latinDigits, parseDay } from '@rental/markets/formatters';
import {
  CheckboxField,
  ErrorSummary,
  type FieldErrors,
  Notice,
  TextField,
  type UseFormReturn,
  useController,
  useSchemaForm,
  useWatch,
} from '@rental/ui';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { Addon, AddressTemplate, Configuration } from '../../shared/api-types.ts';
import { useBooking } from '../../shared/booking-services.tsx';
import { checkoutGoal } from '../../shared/experiments.ts';
import { ErrorNotice, Loading } from '../../shared/notices.tsx';
import { paymentReturnUrl, paymentSessionOf } from '../../shared/payment-session.ts';
import { type BookedProfile, storePendingPayment, storeReservation } from '../../shared/reservation-store.ts';
import { defaultFilters, goTo, routeHash, type SearchState } from '../../shared/route.ts';
import { StepHeading } from '../../shared/step-heading.tsx';
import { Arrow, useModelName, VehicleFacts } from '../../shared/vehicle-facts.tsx';
import { bookableProfiles, profileBody, profileTotalMinor } from './business-profile.ts';
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft } from './checkout-draft.ts';
import { type PaymentReturn, usePaymentReturn } from './payment-return.ts';
import { ProfilePicker } from './profile-picker.tsx';
import { type CheckoutValues, checkoutSchema } from './validate.ts';

/** API field paths -> form fields. */
const apiFieldMap: Record<string, string> = {
  'driver.firstName': 'firstName',
  'driver.lastName': 'lastName',
  'driver.email': 'email',
  'driver.phone': 'phone',
  'driver.birthDate': 'birthDate',
};

/** The control id of the "Pay now by card" choice: a refused payment's summary links to it. */
const payByCardId = 'bk-pay-card';

/** The control id of a form field: 'address.postcode' -> 'bk-f-address-postcode'. */
const fieldId = (name: string) => `bk-f-${name.replace('.', '-')}`;

/** The form's problems in the order the form shows its fields. */
const fieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'address.street',
  'address.postcode',
  'address.city',
  'address.region',
  'terms',
];

function messageAt(errors: FieldErrors<CheckoutValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export function Checkout({ search, offerId }: { search: SearchState; offerId: string }) {
  const { t } = useTranslation('booking');
  const { api, market, trackOnce } = useBooking();
  // Issue 25: the experiments' conversion (search → checkout) is reaching this step, once per app.
  useEffect(() => trackOnce(checkoutGoal), [trackOnce]);
  const config = useRequest(offerId, (signal) =>
    dataOf(api.GET('/v1/rentalconfigurations', { params: { query: { offerId } }, signal })),
  );
  const template = useRequest(market.country, (signal) =>
    dataOf(
      api.GET('/v1/config/addresstemplates', { params: { query: { countryCode: market.country } }, signal }),
    ),
  );
  // Whether "Pay now by card" is offered: asked once when the checkout opens (issue 21); while unknown,
  // or when the API says no, the customer pays at pickup.
  const options = useRequest('payment-options', (signal) =>
    dataOf(api.GET('/v1/payments/options', { signal })),
  );
  const onlinePayment = options.status === 'done' && options.data.onlinePayment;
  // Back from the provider's page: the session's id, read once when the checkout opens.
  const [sessionId] = useState(() =>
    typeof location === 'undefined' ? null : paymentSessionOf(location.search),
  );
  const paymentReturn = usePaymentReturn(sessionId, offerId);
  const backToOffers = () => goTo({ step: 'offers', search, filters: defaultFilters });

  if (paymentReturn.status !== 'none' && paymentReturn.status !== 'refused')
    return <PaymentCheck state={paymentReturn} />;
  if (config.status === 'loading' || config.status === 'idle')
    return <Loading label={t('checkout.loading')} />;
  if (config.status === 'error')
    return (
      <section aria-labelledby="bk-step-title">
        <StepHeading>{t('checkout.title')}</StepHeading>
        <ErrorNotice error={config.error} onRetry={config.error.retryable ? config.retry : undefined}>
          <button type="button" className="bk-button bk-button--secondary" onClick={backToOffers}>
            {t('checkout.backToOffers')}
          </button>
        </ErrorNotice>
      </section>
    );
  return (
    <CheckoutForm
      search={search}
      offerId={offerId}
      config={config.data}
      template={template}
      backToOffers={backToOffers}
      onlinePayment={onlinePayment}
      refusal={paymentReturn.status === 'refused' ? paymentReturn.message : null}
    />
  );
}

/** Checking the payment after the provider's page: a live region, then what to do if there is no answer. */
function PaymentCheck({ state }: { state: Exclude<PaymentReturn, { status: 'none' | 'refused' }> }) {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="bk-step-title" data-booking-payment-check={state.status}>
      <StepHeading>{t('checkout.title')}</StepHeading>
      {state.status === 'checking' && <Loading label={t('checkout.payNow.checking')} />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={state.retry} />}
      {state.status === 'pending' && (
        <Notice
          tone="info"
          actions={
            <button type="button" className="bk-button bk-button--secondary" onClick={state.retry}>
              {t('checkout.payNow.checkAgain')}
            </button>
          }
        >
          <p>{t('checkout.payNow.pending')}</p>
        </Notice>
      )}
    </section>
  );
}

function CheckoutForm({
  search,
  offerId,
  config,
  template,
  backToOffers,
  onlinePayment,
  refusal,
}: {
  search: SearchState;
  offerId: string;
  config: Configuration;
  template: RequestState<AddressTemplate> & { retry: () => void };
  backToOffers: () => void;
  /** "Pay now by card" is offered (GET /v1/payments/options). */
  onlinePayment: boolean;
  /** Back from the provider with the payment refused: the reason, shown in the summary. */
  refusal: string | null;
}) {
  const { t } = useTranslation('booking');
  const { api, context, market, fmt, leavePage } = useBooking();
  const initial = useMemo(() => loadDraft(offerId), [offerId]);
  const [idempotencyKey, setIdempotencyKey] = useState(initial.idempotencyKey);
  // The request last sent with this key: another request is another booking attempt (issue 21).
  const [sentRequest, setSentRequest] = useState(initial.sentRequest);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  // The refused payment's reason, until the next attempt.
  const [paymentProblem, setPaymentProblem] = useState(refusal);
  // On the way to the provider's page: the button stays busy until the page goes.
  const [leaving, setLeaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const modelName = useModelName();
  const { offer, protections, extras } = config;
  const tpl = template.status === 'done' ? template.data : undefined;
  // Signed out answers 401, and any other failure leaves the private booking: nothing is shown then.
  const memberships = useRequest('business-memberships', (signal) =>
    dataOf(api.GET('/v1/business/memberships', { signal })),
  );
  const membershipsAnswer = memberships.status === 'done' ? memberships.data : undefined;
  const profiles = useMemo(
    () => (membershipsAnswer ? bookableProfiles(membershipsAnswer.memberships) : []),
    [membershipsAnswer],
  );
  const phonePrefix = tpl?.phonePrefix ?? market.phonePrefix;
  const schema = useMemo(
    () =>
      checkoutSchema(
        {
          datePattern: market.formats.date,
          minDriverAge: offer.group.minDriverAge,
          pickupDay: search.pickup.slice(0, 10),
          template: tpl,
        },
        (e) => t(e.key, e.values ?? {}),
      ),
    [market.formats.date, offer.group.minDriverAge, search.pickup, tpl, t],
  );
  const { idempotencyKey: _stored, sentRequest: _sent, ...draft } = initial;
  const form = useSchemaForm<CheckoutValues>(schema, {
    defaultValues: draft,
    // After the first "Book now", every change is checked again: a corrected field loses its message and
    // leaves the summary at once (issue 23).
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as CheckoutValues;
  const { errors, isSubmitting, submitCount } = form.formState;
  // A draft's profile the customer can no longer book as (signed out, membership ended) is private.
  const profile = profiles.find((p) => p.companyId === values.profileId) ?? null;
  const company = profile?.kind === 'company' ? profile : null;
  const agency = profile?.kind === 'agency' ? profile : null;
  const costCentre = company?.costCentres.find((c) => c.id === values.costCentreId);

  // Back, reload, an API failure and the provider's page lose nothing (spec §1, issue 21).
  useEffect(() => {
    saveDraft(offerId, { ...values, idempotencyKey, sentRequest });
  }, [offerId, values, idempotencyKey, sentRequest]);
  // How this booking is paid: a company by invoice; the card only while online payment is on.
  const payment = company ? 'invoice' : onlinePayment && values.payment === 'card' ? 'card' : 'pickup';

  const protectionCode =
    values.protectionCode && protections.some((p) => p.code === values.protectionCode)
      ? values.protectionCode
      : (protections.find((p) => p.included)?.code ?? protections[0]?.code ?? 'BASIC');
  const protection = protections.find((p) => p.code === protectionCode);
  const chosenExtras = extras.filter((x) => (values.extras?.[x.code] ?? 0) > 0);
  const listTotalMinor =
    offer.price.total.amountMinor +
    (protection?.price.total.amountMinor ?? 0) +
    chosenExtras.reduce((s, x) => s + x.price.total.amountMinor * (values.extras?.[x.code] ?? 0), 0);
  // The company rate on the whole total, rounded once by @rental/markets as the API does (contract §9).
  const totalMinor = profileTotalMinor(listTotalMinor, profile);
  const currency = offer.price.total.currency;

  const submit = form.handleSubmit(async (v) => {
    setSubmitError(null);
    setPaymentProblem(null);
    const bookedAs = profileBody(profile, v.costCentreId);
    const checkoutHash = routeHash({ step: 'checkout', search, offerId });
    const body = {
      ...(bookedAs ? { profile: bookedAs } : {}),
      offerId,
      protectionCode,
      extras: chosenExtras.map((x) => ({ code: x.code, quantity: v.extras[x.code] ?? 1 })),
      driver: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        phone: `${phonePrefix} ${latinDigits(v.phone).trim()}`,
        birthDate: parseDay(v.birthDate, market.formats.date) ?? '',
      },
      // Issue 21: the reservation waits for the card, paid on the provider's page, which sends the
      // customer back to this checkout.
      ...(payment === 'card'
        ? {
            payment: {
              method: 'card' as const,
              returnUrl: paymentReturnUrl(location.href, checkoutHash),
            },
          }
        : {}),
    };
    // The same request again (paying again after a refused card, a retry after a failure) keeps the key:
    // the API answers the same reservation (with a new payment session). Another request (pay at pickup
    // after a refused card, other details) is another booking attempt with a key of its own.
    const request = JSON.stringify(body);
    const key = sentRequest !== undefined && sentRequest !== request ? newIdempotencyKey() : idempotencyKey;
    setIdempotencyKey(key);
    setSentRequest(request);
    try {
      const result = await dataOf(
        api.POST('/v1/rentalreservations/create', {
          params: { header: { 'idempotency-key': key } },
          body,
        }),
      );
      const { reservation } = result;
      // What the API booked (contract §9), which the confirmation shows.
      const answered = reservation.profile;
      const booked: BookedProfile | null = answered && {
        kind: answered.kind,
        name: answered.companyName,
        agencyCode: answered.agencyCode,
        costCentre: answered.costCentre ? `${answered.costCentre.code} · ${answered.costCentre.name}` : null,
      };
      const priced = (a: Addon, quantity: number) => ({
        name: a.name,
        quantity,
        total: a.included
          ? null
          : { amountMinor: a.price.total.amountMinor * quantity, currency: a.price.total.currency },
      });
      const facts = {
        email: v.email.trim(),
        lastName: v.lastName.trim(),
        profile: booked,
        addons: [
          ...(protection ? [priced(protection, 1)] : []),
          ...chosenExtras.map((x) => priced(x, v.extras[x.code] ?? 1)),
        ],
      };
      if (result.payment) {
        // To the provider's page: the draft and its key stay (the effect above saved them), and what the
        // confirmation shows is kept for the return.
        storePendingPayment({ ...facts, offerId, checkoutHash });
        saveDraft(offerId, { ...v, idempotencyKey: key, sentRequest: request });
        setLeaving(true);
        leavePage(result.payment.redirectUrl);
        return;
      }
      storeReservation({
        ...facts,
        reservation,
        payment: answered?.payment === 'invoice' ? 'invoice' : payment === 'card' ? 'card' : 'pickup',
        // A card booking paid in an earlier attempt comes back confirmed, without a new session.
        card: reservation.payment?.card ?? null,
      });
      clearDraft(offerId);
      // The checkout entry becomes the confirmation: Back cannot resubmit the booking.
      goTo({ step: 'confirmation', reservationNumber: reservation.reservationNumber }, { replace: true });
    } catch (error) {
      const failure = asApiError(error);
      // A refused profile is a new attempt once another is chosen (the API's idempotency hash includes it).
      if (failure.code === 'idempotency_key_reused' || failure.code === 'profile_not_allowed')
        setIdempotencyKey(newIdempotencyKey());
      for (const [path, text] of Object.entries(failure.fields)) {
        const field = apiFieldMap[path];
        if (field)
          form.setError(field as keyof CheckoutValues, {
            type: 'server',
            message: t('checkout.errors.api', { message: text }),
          });
      }
      setSubmitError(failure);
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  });

  // Issue 23: each problem names its field ("First name: This field cannot be left empty.").
  const fieldLabel = (path: string): string => {
    const [group, name = ''] = path.split('.');
    if (group === 'address') return t(`checkout.addressField.${name}`, { defaultValue: name });
    if (group === 'terms') return t('checkout.termsField');
    return t(`checkout.${group as 'firstName'}`);
  };
  const items = fieldOrder.flatMap((path) => {
    const message = messageAt(errors, path);
    // The language's own punctuation between them (French: 'Code postal : …', issue 23).
    return message
      ? [{ id: fieldId(path), message: t('checkout.errors.item', { label: fieldLabel(path), message }) }]
      : [];
  });
  const addonPrice = (a: Addon) =>
    a.included
      ? t('checkout.included')
      : t('checkout.addonPrice', { total: fmt.money(a.price.total), perDay: fmt.money(a.price.perDay) });
  const text = (name: string, props: Omit<FieldProps, 'form' | 'name' | 'error'>) => (
    <FormText key={name} form={form} name={name} error={messageAt(errors, name)} {...props} />
  );

  return (
    <section className="bk-checkout" aria-labelledby="bk-step-title">
      <StepHeading>{t('checkout.title')}</StepHeading>
      <button type="button" className="bk-link-button" onClick={backToOffers}>
        <Arrow back /> {t('checkout.backToOffers')}
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
            {!submitError && items.length > 0 && (
              <ErrorSummary
                className="bk-error"
                title={t('checkout.errors.summary', { count: items.length })}
                items={items}
                focusKey={submitCount}
              />
            )}
            {/* Issue 21: the provider's reason, linked to the card choice (pay again, or at pickup); like
                every summary it takes the focus when it appears. */}
            {!submitError && items.length === 0 && paymentProblem && (
              <div data-booking-payment-refused>
                <ErrorSummary
                  className="bk-error"
                  title={t('checkout.payNow.refusedTitle')}
                  items={[{ id: payByCardId, label: t('checkout.payment'), message: paymentProblem }]}
                />
              </div>
            )}
          </div>

          {profiles.length > 0 && (
            <ProfilePicker
              profiles={profiles}
              value={profile?.companyId ?? ''}
              onChange={(id) => form.setValue('profileId', id)}
              costCentreId={values.costCentreId ?? ''}
              onCostCentreChange={(id) => form.setValue('costCentreId', id)}
            />
          )}

          <fieldset className="bk-group">
            <legend>{t('checkout.protection')}</legend>
            {protections.map((p) => (
              <label key={p.code} className="bk-choice">
                <input
                  type="radio"
                  name="protection"
                  value={p.code}
                  checked={p.code === protectionCode}
                  onChange={() => form.setValue('protectionCode', p.code)}
                />
                <span className="bk-choice__text">
                  <strong>
                    <bdi>{p.name}</bdi>
                  </strong>{' '}
                  <span>{addonPrice(p)}</span>
                  {/* The API's description in its own direction, the deductible in the page's. */}
                  <span className="bk-hint">
                    <span dir="auto">{p.description}</span>
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
                    checked={x.included || (values.extras?.[x.code] ?? 0) > 0}
                    disabled={x.included}
                    onChange={(e) =>
                      form.setValue('extras', { ...values.extras, [x.code]: e.target.checked ? 1 : 0 })
                    }
                  />
                  <span className="bk-choice__text">
                    <strong>
                      <bdi>{x.name}</bdi>
                    </strong>{' '}
                    <span>{addonPrice(x)}</span>
                    <span className="bk-hint" dir="auto">
                      {x.description}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          <fieldset className="bk-group">
            <legend>{t('checkout.driver')}</legend>
            {agency && (
              <p className="bk-hint" data-booking-agency-driver>
                {t('checkout.profile.agencyDriver')}
              </p>
            )}
            {text('firstName', { label: t('checkout.firstName'), autoComplete: 'given-name' })}
            {text('lastName', { label: t('checkout.lastName'), autoComplete: 'family-name' })}
            {text('email', { label: t('checkout.email'), type: 'email', autoComplete: 'email' })}
            {text('phone', {
              label: t('checkout.phone'),
              type: 'tel',
              // Shown in the view's digits ('+٩٦٦' on the Arabic pages); sent as the API gave it.
              prefix: fmt.digits(phonePrefix),
              hint: t('checkout.phoneHint', { prefix: fmt.digits(phonePrefix) }),
              autoComplete: 'tel-national',
            })}
            {text('birthDate', {
              label: t('checkout.birthDate'),
              hint: t('search.dateHint', { pattern: market.formats.date }),
              autoComplete: 'bday',
            })}
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
                        {new Intl.DisplayNames([context.locale], { type: 'region' }).of(tpl.countryCode) ??
                          tpl.countryCode}
                      </p>
                    );
                  return text(`address.${name}`, {
                    label: `${t(`checkout.addressField.${name}`, { defaultValue: name })}${rule?.required ? '' : ` ${t('checkout.optional')}`}`,
                    hint:
                      name === 'postcode' && tpl.postcodeExample
                        ? t('checkout.postcodeHint', { example: tpl.postcodeExample })
                        : undefined,
                    autoComplete:
                      {
                        street: 'address-line1',
                        postcode: 'postal-code',
                        city: 'address-level2',
                        region: 'address-level1',
                      }[name] ?? 'off',
                  });
                })}
              </div>
            ))}
          </fieldset>

          <fieldset className="bk-group">
            <legend>{t('checkout.payment')}</legend>
            {company ? (
              <p className="bk-choice__text" data-booking-invoice>
                <strong>{t('checkout.profile.invoice', { name: company.name })}</strong>
                <span className="bk-hint">{t('checkout.profile.invoiceHint')}</span>
              </p>
            ) : (
              <>
                <label className="bk-choice">
                  <input
                    type="radio"
                    name="payment"
                    checked={payment === 'pickup'}
                    onChange={() => form.setValue('payment', 'pickup')}
                  />
                  <span className="bk-choice__text">
                    <strong>{t('checkout.payAtPickup')}</strong>
                    <span className="bk-hint">{t('checkout.payAtPickupHint')}</span>
                  </span>
                </label>
                {onlinePayment && (
                  <label className="bk-choice">
                    <input
                      id={payByCardId}
                      type="radio"
                      name="payment"
                      checked={payment === 'card'}
                      onChange={() => form.setValue('payment', 'card')}
                    />
                    <span className="bk-choice__text">
                      <strong>{t('checkout.payNow.label')}</strong>
                      <span className="bk-hint">{t('checkout.payNow.hint')}</span>
                    </span>
                  </label>
                )}
              </>
            )}
          </fieldset>

          <FormTerms
            form={form}
            error={messageAt(errors, 'terms')}
            termsHref={market.links.terms ?? '/terms-and-conditions'}
          />

          <button
            type="submit"
            className="bk-button bk-button--primary"
            disabled={isSubmitting || leaving}
            aria-busy={isSubmitting || leaving}
          >
            {leaving
              ? t('checkout.payNow.leaving')
              : isSubmitting
                ? t('checkout.booking')
                : payment === 'card'
                  ? t('checkout.payNow.submit', {
                      total: fmt.money({ amountMinor: totalMinor, currency }),
                    })
                  : t('checkout.submit', { total: fmt.money({ amountMinor: totalMinor, currency }) })}
          </button>
        </form>

        <aside className="bk-checkout__summary" aria-labelledby="bk-summary-title">
          <h2 id="bk-summary-title">{t('checkout.summary')}</h2>
          <p className="bk-offer__model">{modelName(offer.group.model)}</p>
          <VehicleFacts offer={offer} />
          <dl className="bk-dl">
            {profile && (
              <>
                <dt>{t('checkout.profile.bookedAs')}</dt>
                <dd data-booking-profile>
                  <bdi>{profile.name}</bdi>
                </dd>
              </>
            )}
            {agency && (
              <>
                <dt>{t('checkout.profile.agencyNumber')}</dt>
                <dd data-booking-agency-code>{fmt.digits(agency.agencyCode)}</dd>
              </>
            )}
            {costCentre && (
              <>
                <dt>{t('checkout.profile.costCentre')}</dt>
                <dd>
                  <bdi>{`${costCentre.code} · ${costCentre.name}`}</bdi>
                </dd>
              </>
            )}
            <dt>{t('checkout.pickup')}</dt>
            <dd>
              <bdi>{search.branchName}</bdi>
              {fmt.comma}
              {fmt.longDateTimeOf(search.pickup)}
            </dd>
            <dt>{t('checkout.return')}</dt>
            <dd>
              <bdi>{search.returnBranchName ?? search.branchName}</bdi>
              {fmt.comma}
              {fmt.longDateTimeOf(search.return)}
            </dd>
            <dt>{t('checkout.rentalPrice', { count: offer.days })}</dt>
            <dd>{fmt.money(offer.price.total)}</dd>
            {protection && !protection.included && (
              <>
                <dt>
                  <bdi>{protection.name}</bdi>
                </dt>
                <dd>{fmt.money(protection.price.total)}</dd>
              </>
            )}
            {chosenExtras.map((x) => (
              <Fragment key={x.code}>
                <dt>
                  <bdi>{x.name}</bdi>
                </dt>
                <dd>
                  {fmt.money({
                    ...x.price.total,
                    amountMinor: x.price.total.amountMinor * (values.extras?.[x.code] ?? 1),
                  })}
                </dd>
              </Fragment>
            ))}
          </dl>
          <p className="bk-total" aria-live="polite">
            <span>{t('checkout.total')}</span>{' '}
            <strong data-booking-total>{fmt.money({ amountMinor: totalMinor, currency })}</strong>
          </p>
          {company && (
            <p className="bk-hint" data-booking-list-price>
              {t('checkout.profile.listPrice')} <s>{fmt.money({ amountMinor: listTotalMinor, currency })}</s>
              {fmt.comma}
              {t('checkout.profile.companyRate', { discount: fmt.number(company.discountPercent) })}
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}

interface FieldProps {
  form: UseFormReturn<CheckoutValues>;
  name: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  prefix?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/** A text field of the form, bound to react-hook-form (id bk-f-{name}, error bk-f-{name}-error). */
function FormText({ form, name, ...props }: FieldProps) {
  const { field } = useController({ control: form.control, name: name as 'firstName' });
  return (
    <TextField
      {...props}
      id={fieldId(name)}
      className="bk-field"
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

function FormTerms({
  form,
  error,
  termsHref,
}: {
  form: UseFormReturn<CheckoutValues>;
  error: string | undefined;
  termsHref: string;
}) {
  const { t } = useTranslation('booking');
  const { field } = useController({ control: form.control, name: 'terms' });
  return (
    <CheckboxField
      id="bk-f-terms"
      className="bk-field"
      name="terms"
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
      label={
        <>
          {t('checkout.termsBefore')}{' '}
          <a href={termsHref} target="_blank" rel="noopener">
            {t('checkout.termsLink')}
          </a>
        </>
      }
    />
  );
}
