// A booking's rental on the phone (issue 22), under the booking's details: the way to the check-in page
// ("Check in online", or "Checked in · show pickup code" once done) for a booking not picked up yet, the
// way to the return page ("Return with the app") once the rental started, and the booking's damage cases
// (GET /v1/bookings/{number}/damages) with their state, cost, explanation and date. Its own chunk with its
// strings (locales/*.ts): the account's first load carries neither. Like the renewal notice it imports none
// of the account's own modules (the client, context and formats come as props), so Rollup keeps the first
// load's chunks as they were. Nothing shows while the strings or the answers load, or when the API cannot
// say (the booking's details above stand on their own).
import { type ApiClient, dataOf, useRequest } from '@rental/api-client';
import { localeFiles, useStringsChunk, useTranslation } from '@rental/i18n';
import type { AppContext } from '@rental/remote-apps/react';

const load = localeFiles(import.meta.glob('./locales/*.ts'));

/** The site's page of the check-in or the return for a booking: '/check-in#/booking/1234567890'. */
export function rentalPagePath(
  home: string | undefined,
  page: 'check-in' | 'check-out',
  number: string,
): string {
  return `${(home ?? '/').replace(/\/+$/, '')}/${page}#/booking/${number}`;
}

interface Props {
  number: string;
  /** The booking's timing and status, as the details have them. */
  status: string;
  timing: 'upcoming' | 'active' | 'past';
  api: ApiClient;
  context: AppContext;
  /** An amount in the market's format, e.g. '$120.00'. */
  money: (amount: { amountMinor: number; currency: string }) => string;
  /** An instant as the market's date and time. */
  moment: (iso: string) => string;
}

export function BookingRental({ number, status, timing, api, context, money, moment }: Props) {
  const { t } = useTranslation('account');
  const strings = useStringsChunk('account', load, 'rental.damagesTitle');
  const confirmed = status === 'confirmed';
  const checkOut = useRequest(confirmed ? `check-out:${number}` : null, (signal) =>
    dataOf(api.GET('/v1/bookings/{number}/check-out', { params: { path: { number } }, signal })),
  );
  const returnOpen = checkOut.status === 'done' && checkOut.data.checkOut.status === 'open';
  const asksCheckIn = confirmed && timing === 'upcoming' && checkOut.status !== 'loading' && !returnOpen;
  const checkIn = useRequest(asksCheckIn ? `check-in:${number}` : null, (signal) =>
    dataOf(api.GET('/v1/bookings/{number}/check-in', { params: { path: { number } }, signal })),
  );
  const damages = useRequest(`damages:${number}`, (signal) =>
    dataOf(api.GET('/v1/bookings/{number}/damages', { params: { path: { number } }, signal })),
  );
  if (strings.state !== 'ready') return null;

  const home = context.market.links.home;
  let link: React.ReactNode = null;
  if (returnOpen) link = <a href={rentalPagePath(home, 'check-out', number)}>{t('rental.returnWithApp')}</a>;
  else if (checkIn.status === 'done') {
    const state = checkIn.data.checkIn;
    if (state.status === 'completed')
      link = <a href={rentalPagePath(home, 'check-in', number)}>{t('rental.checkedIn')}</a>;
    else if (state.available)
      link = <a href={rentalPagePath(home, 'check-in', number)}>{t('rental.checkIn')}</a>;
  }
  const cases = damages.status === 'done' ? damages.data.damages : [];
  return (
    <>
      {link ? (
        <p className="account__actions" data-rental-link>
          {link}
        </p>
      ) : null}
      {cases.length > 0 ? (
        <section aria-labelledby="booking-damages-title">
          <h3 id="booking-damages-title">{t('rental.damagesTitle')}</h3>
          <ul>
            {cases.map((damage) => (
              <li key={damage.id} data-damage-state={damage.state}>
                <h4>
                  {t('rental.damageTitle', {
                    area: t(`rental.areas.${damage.area}`),
                    kind: t(`rental.kinds.${damage.kind}`),
                  })}
                </h4>
                <p dir="auto">{damage.description}</p>
                <dl className="account__facts">
                  <dt>{t('rental.state')}</dt>
                  <dd data-field="damage-state">{t(`rental.states.${damage.state}`)}</dd>
                  <dt>{t('rental.reportedOn')}</dt>
                  <dd>{moment(damage.reportedAt)}</dd>
                  {damage.cost ? (
                    <>
                      <dt>{t('rental.cost')}</dt>
                      <dd data-field="damage-cost">{money(damage.cost)}</dd>
                    </>
                  ) : null}
                  {damage.explanation ? (
                    <>
                      <dt>{t('rental.explanation')}</dt>
                      <dd dir="auto">{damage.explanation}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
