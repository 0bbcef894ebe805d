// The signed-in customer's bookings (issue 14 §6, GET /v2/users/me/bookings): upcoming (soonest first)
// and past or cancelled (latest first), each with status, dates, branches, vehicle and price in the
// market's formats, linking to its detail. No bookings: an empty state that leads to booking one. Below,
// a booking made without signing in is added to the account (add-booking-form.tsx).
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import { useMemo, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { accountFormatters } from '../../shared/format.ts';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { AddBookingForm } from './add-booking-form.tsx';
import { type Booking, modelName, statusOf } from './booking-status.ts';

interface Props {
  /** The detail's address of a booking number. */
  detailHref: (number: string) => string;
  /** The guest manage-booking section, where the market shows it. */
  manageHref: string | null;
}

export function BookingsList({ detailHref, manageHref }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const request = useRequest('bookings', (signal) => dataOf(api.GET('/v2/users/me/bookings', { signal })));
  // While it reads again after a booking was added, the list stays as it was until the answer comes: no
  // loading line announced over the form's confirmation, and the form does not jump.
  const [last, setLast] = useState<Lists | null>(null);
  if (request.status === 'done' && request.data !== last) setLast(request.data);
  const lists = request.status === 'done' ? request.data : request.status === 'loading' ? last : null;
  let body: React.ReactNode;
  if (request.status === 'error') body = <UnavailableNotice onRetry={request.retry} />;
  else if (!lists) body = <Loading label={t('loading')} />;
  else if (lists.upcoming.length === 0 && lists.past.length === 0)
    body = (
      <div className="account__empty">
        <p>{t('bookings.empty')}</p>
        <p>
          <a href={context.market.links.home ?? '/'}>{t('bookings.bookNow')}</a>
        </p>
      </div>
    );
  else
    body = (
      <>
        <BookingGroup
          id="bookings-upcoming"
          title={t('bookings.upcoming')}
          empty={t('bookings.noUpcoming')}
          bookings={lists.upcoming}
          detailHref={detailHref}
        />
        <BookingGroup
          id="bookings-past"
          title={t('bookings.past')}
          empty={t('bookings.noPast')}
          bookings={lists.past}
          detailHref={detailHref}
        />
      </>
    );
  return (
    <section aria-labelledby="bookings-title" className="account__panel">
      <ViewHeading id="bookings-title">{t('bookings.title')}</ViewHeading>
      {body}
      <AddBookingForm onAdded={request.retry} />
      {manageHref ? (
        <p>
          {t('bookings.guestHint')} <a href={manageHref}>{t('bookings.toManage')}</a>
        </p>
      ) : null}
    </section>
  );
}

interface Lists {
  upcoming: readonly Booking[];
  past: readonly Booking[];
}

interface GroupProps {
  id: string;
  title: string;
  empty: string;
  bookings: readonly Booking[];
  detailHref: (number: string) => string;
}

function BookingGroup({ id, title, empty, bookings, detailHref }: GroupProps) {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  return (
    <section aria-labelledby={id} className="account__group">
      <h3 id={id}>{title}</h3>
      {bookings.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="account__cards">
          {bookings.map((b) => {
            const status = statusOf(b);
            return (
              <li key={b.reservationNumber} className="account__card" data-booking={b.reservationNumber}>
                <h4>
                  <a href={detailHref(b.reservationNumber)}>
                    {t('bookings.cardTitle', {
                      model: modelName(b.group.model),
                      number: b.reservationNumber,
                    })}
                  </a>
                </h4>
                <p className="account__badge" data-status={status}>
                  {t(`bookings.status.${status}`)}
                </p>
                <dl className="account__facts">
                  <dt>{t('bookings.pickup')}</dt>
                  <dd>
                    {f.moment(b.pickup.at)}, {b.pickup.branch.name}
                  </dd>
                  <dt>{t('bookings.return')}</dt>
                  <dd>
                    {f.moment(b.return.at)}, {b.return.branch.name}
                  </dd>
                  <dt>{t('bookings.total')}</dt>
                  <dd>{f.money(b.total)}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
