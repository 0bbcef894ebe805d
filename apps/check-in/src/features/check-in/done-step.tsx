// The last step (issue 22): the pickup code as text and as a QR code the branch scans, when and where to
// pick the car up, what to bring, and the return page for the end of the rental.
import { useTranslation } from '@rental/i18n';
import { useAppServices } from '../../shared/app-services.tsx';
import type { CheckIn } from './check-in-api.ts';
import { QrCode } from './qr-code.tsx';

/** The return page of this page's language: this page's path with 'check-out' for its last segment. */
export function returnPageOf(path: string, number: string): string {
  return `${path.replace(/check-in\/?$/, 'check-out')}#/booking/${number}`;
}

export function DoneStep({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation('check-in');
  const { format } = useAppServices();
  const { pickupCode, deposit } = checkIn;
  return (
    <div className="check-in-done">
      {pickupCode ? (
        <div className="check-in-code">
          <p className="check-in-code__label" id="check-in-code-label">
            {t('done.codeLabel')}
          </p>
          <p className="check-in-code__value" aria-describedby="check-in-code-label" data-pickup-code>
            {pickupCode.code}
          </p>
          <QrCode
            rows={pickupCode.qr.rows}
            size={pickupCode.qr.size}
            label={t('done.qr', { code: pickupCode.code })}
          />
          <p className="ui-hint">{t('done.codeHint')}</p>
        </div>
      ) : null}
      {checkIn.pickedUpAt ? <p>{t('done.pickedUp', { date: format.moment(checkIn.pickedUpAt) })}</p> : null}
      <dl className="check-in-facts">
        <div>
          <dt>{t('done.pickup')}</dt>
          <dd>{format.wallClock(checkIn.pickupAt)}</dd>
        </div>
        <div>
          <dt>{t('done.deposit')}</dt>
          <dd>
            {deposit.status === 'at-pickup'
              ? t('done.depositAtPickup', { amount: format.money(deposit.amount) })
              : deposit.card
                ? t('done.depositHeld', {
                    amount: format.money(deposit.amount),
                    card: format.card(deposit.card),
                  })
                : format.money(deposit.amount)}
          </dd>
        </div>
      </dl>
      <h3>{t('done.bringTitle')}</h3>
      <ul>
        <li>{t('done.bringLicence')}</li>
        <li>{t('done.bringIdentity')}</li>
        <li>{deposit.status === 'at-pickup' ? t('done.bringCardAtPickup') : t('done.bringCard')}</li>
      </ul>
      <h3>{t('done.returnTitle')}</h3>
      <p>
        {t('done.returnText')}{' '}
        <a href={returnPageOf(location.pathname, checkIn.reservationNumber)}>{t('done.returnLink')}</a>
      </p>
    </div>
  );
}
