// A finished ride's receipt (GET /v1/ride/rides/{id}/receipt): its lines, the VAT it includes and the
// total, in the market's currency format.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { instantText } from './format.ts';
import { useRide } from './services.tsx';
import { Show } from './status.tsx';

export function ReceiptView({ rideId }: { rideId: string }) {
  const { t } = useTranslation('ride');
  const { ride, fmt, cache } = useRide();
  const receipt = useRequest(`receipt:${rideId}`, (signal) => ride.receipt(rideId, signal), { cache });
  return (
    <Show resource={receipt}>
      {(r) => (
        <section className="ride__panel ride__receipt" aria-labelledby={`receipt-${rideId}`}>
          <h3 id={`receipt-${rideId}`} className="ride__subtitle">
            {t('receipt.title', { number: r.number })}
          </h3>
          <p className="ride__muted">{t('receipt.issued', { date: instantText(fmt, r.issuedAt) })}</p>
          <table className="ride__receipt-table">
            <caption className="ui-visually-hidden">{t('receipt.caption', { ride: r.rideNumber })}</caption>
            <tbody>
              {r.lines.map((line) => (
                <tr key={line.label}>
                  <th scope="row">{line.label}</th>
                  <td>{fmt.money(line.amount)}</td>
                </tr>
              ))}
              <tr className="ride__receipt-vat">
                <th scope="row">
                  {t('receipt.vat', { rate: fmt.number(r.vat.rate, r.vat.rate % 1 === 0 ? 0 : undefined) })}
                </th>
                <td>{fmt.money(r.vat.amount)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('receipt.total')}</th>
                <td>{fmt.money(r.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="ride__muted">{t('receipt.paidWith', { method: r.paymentMethod })}</p>
        </section>
      )}
    </Show>
  );
}
