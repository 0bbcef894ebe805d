// Confirmation (spec §1): the reservation number and summary from POST /v1/rentalreservations/create
// with the payment the customer chose and the booked protection and extras with prices (issue 23),
// a link to manage the booking in the account area, and the charity donation text link and button on
// the markets that have them (spec §3: Spain, France, UK, Italy, Netherlands). Issue 20: which company or
// agency booked, and a company's payment by invoice. Issue 21: a booking paid now by card names the card
// (authorised now, charged when the car is returned).
import { useTranslation } from '@rental/i18n';
import { Notice } from '@rental/ui';
import { useBooking } from '../../shared/booking-services.tsx';
import { readReservation } from '../../shared/reservation-store.ts';
import { goTo } from '../../shared/route.ts';
import { StepHeading } from '../../shared/step-heading.tsx';
import { useModelName, VehicleFacts } from '../../shared/vehicle-facts.tsx';

export function Confirmation({ reservationNumber }: { reservationNumber: string }) {
  const { t } = useTranslation('booking');
  const { market, fmt } = useBooking();
  const stored = readReservation(reservationNumber);
  const manageHref =
    market.links.accountManageBooking ?? market.links.account ?? '/account#/manage-my-booking-info';
  const r = stored?.reservation;
  const modelName = useModelName();

  // Issue 23: a link to a reservation this tab did not book (unknown, mistyped or from another browser)
  // must not claim a confirmed booking: it says what happened and offers the way on.
  if (!r || !stored)
    return (
      <section className="bk-confirmation" aria-labelledby="bk-step-title">
        <StepHeading>{t('confirmation.unknownTitle', { number: reservationNumber })}</StepHeading>
        <div data-booking-unknown-reservation>
          <Notice tone="error" className="bk-error">
            <p>{t('confirmation.notShownHere')}</p>
          </Notice>
        </div>
        <p className="bk-actions">
          <a className="bk-button bk-button--secondary" href={manageHref}>
            {t('confirmation.manage')}
          </a>{' '}
          <button
            type="button"
            className="bk-button bk-button--primary"
            onClick={() => goTo({ step: 'search', search: {} })}
          >
            {t('confirmation.newSearch')}
          </button>
        </p>
      </section>
    );

  return (
    <section className="bk-confirmation" aria-labelledby="bk-step-title">
      <StepHeading>{t('confirmation.title')}</StepHeading>
      <p className="bk-reservation-number">
        {t('confirmation.number')}{' '}
        <strong data-reservation-number>
          <bdi>{fmt.digits(reservationNumber)}</bdi>
        </strong>
      </p>
      <p>{t('confirmation.sentTo', { email: stored.email })}</p>
      <h2>{modelName(r.group.model)}</h2>
      <VehicleFacts
        offer={{ group: r.group, includedKmPerDay: r.group.vehicleType === 'car' ? null : 200 }}
      />
      <dl className="bk-dl">
        <dt>{t('checkout.pickup')}</dt>
        <dd>
          <bdi>{r.pickup.branch.name}</bdi>
          {fmt.comma}
          {fmt.longDateTimeOf(r.pickup.at)}
        </dd>
        <dt>{t('checkout.return')}</dt>
        <dd>
          <bdi>{r.return.branch.name}</bdi>
          {fmt.comma}
          {fmt.longDateTimeOf(r.return.at)}
        </dd>
        {stored.profile && (
          <>
            <dt>{t('confirmation.bookedAs')}</dt>
            <dd data-booking-profile>
              <bdi>{stored.profile.name}</bdi>
            </dd>
            {stored.profile.agencyCode && (
              <>
                <dt>{t('confirmation.agencyNumber')}</dt>
                <dd data-booking-agency-code>{fmt.digits(stored.profile.agencyCode)}</dd>
              </>
            )}
            {stored.profile.costCentre && (
              <>
                <dt>{t('confirmation.costCentre')}</dt>
                <dd>
                  <bdi>{stored.profile.costCentre}</bdi>
                </dd>
              </>
            )}
          </>
        )}
        <dt>{t('confirmation.days')}</dt>
        <dd>{t('confirmation.daysValue', { count: r.days })}</dd>
        {stored.addons.length > 0 && (
          <>
            <dt>{t('confirmation.addons')}</dt>
            <dd>
              <ul className="bk-addon-list" data-booking-addons>
                {stored.addons.map((a) => (
                  <li key={a.name}>
                    {a.quantity > 1 ? `${fmt.number(a.quantity)} × ` : ''}
                    <bdi>{a.name}</bdi>: {a.total ? fmt.money(a.total) : t('confirmation.included')}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('confirmation.total')}</dt>
        <dd data-booking-total>{fmt.money(r.total)}</dd>
        <dt>{t('confirmation.payment')}</dt>
        <dd data-booking-payment>
          {stored.payment === 'invoice'
            ? t('confirmation.paymentInvoice', { name: stored.profile?.name ?? '' })
            : stored.payment === 'card'
              ? stored.card
                ? t('confirmation.paymentCard', { card: fmt.card(stored.card) })
                : t('confirmation.paymentCardUnnamed')
              : t('confirmation.paymentPickup')}
        </dd>
      </dl>
      <p>
        <a className="bk-button bk-button--secondary" href={manageHref}>
          {t('confirmation.manage')}
        </a>
      </p>
      {/* issue 19: the market's customer service, where a customer looks after booking (mount context). */}
      <p className="bk-support" data-booking-support>
        {t('confirmation.support')}{' '}
        <a href={`tel:${market.support.phone}`} dir="ltr">
          {market.support.phoneDisplay}
        </a>
        {' · '}
        <a href={`mailto:${market.support.mail}`} dir="ltr">
          {market.support.mail}
        </a>
      </p>
      {market.charity && (
        <aside className="bk-charity" aria-labelledby="bk-charity-title">
          <h2 id="bk-charity-title">{t('confirmation.charityTitle')}</h2>
          <p>
            {t('confirmation.charityText')}{' '}
            <a href={market.charity.textLink} target="_blank" rel="noopener">
              {t('confirmation.charityLink')}
            </a>
          </p>
          <a
            className="bk-button bk-button--primary"
            href={market.charity.buttonLink}
            target="_blank"
            rel="noopener"
          >
            {t('confirmation.charityButton')}
          </a>
        </aside>
      )}
    </section>
  );
}
