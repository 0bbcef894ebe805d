// Manage a booking as a guest (issue 14 §7, spec §7 /v1/reservationactivities/reservation/{id}): the
// reservation number and the driver's last name open the booking (its status, how it is paid, after a
// cancellation the refund to the card (issue 21), and its history) and let the customer cancel it after
// a confirmation. The API limits the guesses per number; an unknown number and a wrong name get the same
// answer.
import { type ApiClient, ApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useAppServices } from '../../shared/app-services.tsx';
import { PaymentFacts } from '../../shared/booking-payment.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { ReservationFields } from '../../shared/reservation-fields.tsx';
import { nameRule, reservationNumberOf, reservationNumberRule, ruleMessages } from '../../shared/rules.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';

type Activities = Awaited<ReturnType<typeof lookUp>>;

function lookUp(api: ApiClient, number: string, lastName: string) {
  return dataOf(
    api.GET('/v1/reservationactivities/reservation/{id}', {
      params: { path: { id: number }, query: { lastName } },
    }),
  );
}

export function ManageBooking() {
  const { t, i18n } = useTranslation('account');
  const { api, context } = useAppServices();
  const [booking, setBooking] = useState<{ data: Activities; lastName: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** Reservation number: 10 digits, as read on the confirmation (spaces, Arabic-Indic digits). */
      number: reservationNumberRule(m.required, t('manage.numberInvalid')),
      /** Driver's last name, as on the booking. */
      lastName: nameRule(m.required, m.lastNameMax),
    });
  }, [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { number: '', lastName: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'number', id: 'manage-number', label: t('manage.number') },
    { path: 'lastName', id: 'manage-last-name', label: t('manage.lastName') },
  ]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const lastName = values.lastName.trim();
    try {
      setBooking({ data: await lookUp(api, reservationNumberOf(values.number), lastName), lastName });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      setFailure(t(failureKey(e) ?? 'manage.notFound'));
    }
  });

  if (booking)
    return (
      <BookingDetail
        data={booking.data}
        lastName={booking.lastName}
        locale={i18n.language || context.locale}
        onChange={(data) => setBooking({ ...booking, data })}
        onOther={() => setBooking(null)}
      />
    );
  return (
    <section aria-labelledby="manage-title" className="account__panel">
      <ViewHeading id="manage-title">{t('manage.title')}</ViewHeading>
      <p>{t('manage.intro')}</p>
      <form noValidate onSubmit={submit} className="account__form">
        <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <ReservationFields form={form} idPrefix="manage" />
        <Button type="submit" isDisabled={isSubmitting}>
          {t('manage.submit')}
        </Button>
      </form>
    </section>
  );
}

interface DetailProps {
  data: Activities;
  lastName: string;
  locale: string;
  onChange: (data: Activities) => void;
  onOther: () => void;
}

function BookingDetail({ data, lastName, locale, onChange, onOther }: DetailProps) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  // The detail replaces the form: its heading takes the focus so the change is announced.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  const statusText = t(`manage.statuses.${data.status}`, { defaultValue: data.status });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const cancel = async () => {
    setBusy(true);
    try {
      const next = await dataOf(
        api.POST('/v1/reservationactivities/reservation/{id}', {
          params: { path: { id: data.reservationNumber } },
          body: { type: 'cancel', lastName },
        }),
      );
      onChange(next);
      setMessage({ tone: 'info', text: t('manage.cancelled') });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      setMessage({
        tone: 'error',
        text:
          e.code === 'already_cancelled'
            ? t('manage.alreadyCancelled')
            : t(failureKey(e) ?? 'errors.unavailable'),
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <section aria-labelledby="booking-title" className="account__panel">
      <h2 id="booking-title" className="account__title" tabIndex={-1} ref={heading}>
        {t('manage.detailTitle', { number: data.reservationNumber })}
      </h2>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <dl className="account__facts">
        <dt>{t('manage.status')}</dt>
        <dd data-status={data.status}>{statusText}</dd>
        <PaymentFacts payment={data.payment} />
      </dl>
      <h3>{t('manage.history')}</h3>
      <ol className="account__history">
        {data.activities.map((a) => (
          <li key={`${a.type}-${a.at}`}>
            <time dateTime={a.at}>{when.format(new Date(a.at))}</time> {a.message}
          </li>
        ))}
      </ol>
      {data.status !== 'cancelled' && !confirming ? (
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {t('manage.cancel')}
        </Button>
      ) : null}
      {confirming ? (
        <section className="account__confirm" aria-labelledby="cancel-confirm-title">
          <h3 id="cancel-confirm-title" tabIndex={-1} ref={confirmHeading}>
            {t('manage.confirmTitle')}
          </h3>
          <p>{t('manage.confirmText', { number: data.reservationNumber })}</p>
          <div className="account__actions">
            <Button onPress={cancel} isDisabled={busy}>
              {t('manage.confirmYes')}
            </Button>
            <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={busy}>
              {t('manage.confirmNo')}
            </Button>
          </div>
        </section>
      ) : null}
      <p>
        <Button variant="secondary" onPress={onOther}>
          {t('manage.other')}
        </Button>
      </p>
    </section>
  );
}
