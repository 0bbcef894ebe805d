// One of the signed-in customer's bookings (issue 14 §6, GET /v1/rentalreservations/{id} with the
// session as proof): vehicle, branches, dates in the market's format, price, protection and extras,
// status and history, how it is paid (issue 21: the card, and a refund after a cancellation); and its
// two actions, changing the dates and cancelling, each shown before it is confirmed (change-dates.tsx,
// cancel-booking.tsx); once the rental has ended, its invoice.
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { PaymentFacts } from '../../shared/booking-payment.tsx';
import { accountFormatters } from '../../shared/format.ts';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { type BookingDetail as Detail, modelName, statusOf } from './booking-status.ts';
import { CancelBooking } from './cancel-booking.tsx';
import { ChangeDates } from './change-dates.tsx';

// The invoice and its correction form (issue 20): their own chunk, loaded for a finished rental only.
const BookingInvoice = lazy(() =>
  import('./booking-invoice.tsx').then((m) => ({ default: m.BookingInvoice })),
);
// The check-in and return links and the damage cases (issue 22): their own chunk with their strings.
const BookingRental = lazy(() => import('./booking-rental.tsx').then((m) => ({ default: m.BookingRental })));

interface Props {
  number: string;
  /** The list's address. */
  listHref: string;
}

export function BookingDetail({ number, listHref }: Props) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  // What an action answered replaces what was read (the key stays: no second read).
  const [updated, setUpdated] = useState<{ booking: Detail; message: string } | null>(null);
  const request = useRequest(`booking:${number}`, (signal) =>
    dataOf(api.GET('/v1/rentalreservations/{id}', { params: { path: { id: number } }, signal })),
  );
  let body: React.ReactNode;
  if (request.status === 'loading' || request.status === 'idle') body = <Loading label={t('loading')} />;
  else if (request.status === 'error')
    body =
      request.error.kind === 'not-found' ? (
        <Notice tone="error">{t('booking.notFound')}</Notice>
      ) : (
        <UnavailableNotice onRetry={request.retry} />
      );
  else
    body = (
      <Facts
        booking={updated?.booking ?? request.data.booking}
        message={updated?.message ?? null}
        onChanged={(booking, message) => setUpdated({ booking, message })}
      />
    );
  return (
    <section aria-labelledby="booking-title" className="account__panel">
      <p>
        <a href={listHref}>{t('booking.back')}</a>
      </p>
      <ViewHeading id="booking-title">{t('booking.title', { number })}</ViewHeading>
      {body}
    </section>
  );
}

interface FactsProps {
  booking: Detail;
  message: string | null;
  onChanged: (booking: Detail, message: string) => void;
}

function Facts({ booking: b, message, onChanged }: FactsProps) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const [action, setAction] = useState<'change' | 'cancel' | null>(null);
  const status = statusOf(b);
  const addon = (code: string) => t(`booking.addons.${code}`, { defaultValue: code });
  const done = (booking: Detail, text: string) => {
    setAction(null);
    onChanged(booking, text);
  };
  return (
    <>
      {message ? <Notice>{message}</Notice> : null}
      <dl className="account__facts">
        <dt>{t('booking.status')}</dt>
        <dd data-status={status}>{t(`bookings.status.${status}`)}</dd>
        <dt>{t('booking.vehicle')}</dt>
        <dd>{t('booking.vehicleText', { model: modelName(b.group.model), code: b.group.code })}</dd>
        <dt>{t('bookings.pickup')}</dt>
        <dd data-field="pickup">
          {f.moment(b.pickup.at)}
          <br />
          {b.pickup.branch.name}, {b.pickup.branch.address.street}, {b.pickup.branch.address.city}
        </dd>
        <dt>{t('bookings.return')}</dt>
        <dd data-field="return">
          {f.moment(b.return.at)}
          <br />
          {b.return.branch.name}, {b.return.branch.address.street}, {b.return.branch.address.city}
        </dd>
        <dt>{t('booking.days')}</dt>
        <dd>{t('booking.daysText', { count: b.days })}</dd>
        <dt>{t('booking.protection')}</dt>
        <dd>{addon(b.protectionCode)}</dd>
        <dt>{t('booking.extras')}</dt>
        <dd>
          {b.extras.length === 0
            ? t('booking.noExtras')
            : b.extras
                .map((e) => (e.quantity > 1 ? `${addon(e.code)} × ${e.quantity}` : addon(e.code)))
                .join(', ')}
        </dd>
        <dt>{t('bookings.total')}</dt>
        <dd data-field="total">{f.money(b.total)}</dd>
        <PaymentFacts payment={b.payment} />
        {b.status === 'cancelled' ? (
          <>
            <dt>{t('booking.cancelledAt')}</dt>
            <dd>{b.cancelledAt ? f.dateTime(new Date(b.cancelledAt)) : ''}</dd>
            <dt>{t('booking.feeCharged')}</dt>
            <dd>
              {b.cancellationFeeCharged
                ? f.money(b.cancellationFeeCharged)
                : f.money({ ...b.total, amountMinor: 0 })}
            </dd>
          </>
        ) : b.canCancel ? (
          <>
            <dt>{t('booking.freeUntil')}</dt>
            <dd>{f.moment(b.freeCancellationUntil)}</dd>
          </>
        ) : null}
      </dl>
      {action === 'change' ? (
        <ChangeDates
          booking={b}
          onDone={(next) => done(next, t('change.done'))}
          onClose={() => setAction(null)}
        />
      ) : action === 'cancel' ? (
        <CancelBooking
          booking={b}
          onDone={(next) => done(next, t('cancel.done'))}
          onClose={() => setAction(null)}
        />
      ) : b.canChange || b.canCancel ? (
        <div className="account__actions">
          {b.canChange ? (
            <Button variant="secondary" onPress={() => setAction('change')}>
              {t('change.open')}
            </Button>
          ) : null}
          {b.canCancel ? (
            <Button variant="secondary" onPress={() => setAction('cancel')}>
              {t('cancel.open')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Suspense fallback={null}>
        <BookingRental
          number={b.reservationNumber}
          status={b.status}
          timing={b.timing}
          api={api}
          context={context}
          money={f.money}
          moment={(iso) => f.dateTime(new Date(iso))}
        />
      </Suspense>
      {status === 'completed' ? (
        <Suspense fallback={<Loading label={t('loading')} />}>
          <BookingInvoice number={b.reservationNumber} />
        </Suspense>
      ) : null}
      <h3>{t('booking.history')}</h3>
      <ol className="account__history">
        {b.activities.map((a) => (
          <li key={`${a.type}-${a.at}`}>
            <time dateTime={a.at}>{f.dateTime(new Date(a.at))}</time>{' '}
            {t(`booking.activity.${a.type}`, { defaultValue: a.message })}
          </li>
        ))}
      </ol>
    </>
  );
}
