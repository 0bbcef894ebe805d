// The invoice of a finished rental (issue 20 §5), under the booking's details: its number, date and total
// in the market's formats, whether it corrects an earlier one, the PDF (GET
// /v1/bookings/{number}/invoice.pdf, in the booking's language; the session cookie is the proof), and the
// way to ask for a correction (invoice-correction.tsx).
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading, Notice } from '@rental/ui';
import { useMemo } from 'react';
import { AfterRentalStrings } from '../../shared/after-rental-strings.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { accountFormatters } from '../../shared/format.ts';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { InvoiceCorrection } from './invoice-correction.tsx';

export function BookingInvoice({ number }: { number: string }) {
  return (
    <AfterRentalStrings>
      <Invoice number={number} />
    </AfterRentalStrings>
  );
}

function Invoice({ number }: { number: string }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const request = useRequest(`invoice:${number}`, (signal) =>
    dataOf(
      api.GET('/v1/bookings/{reservationNumber}/invoice', {
        params: { path: { reservationNumber: number } },
        signal,
      }),
    ),
  );
  let body: React.ReactNode;
  if (request.status === 'loading' || request.status === 'idle') body = <Loading label={t('loading')} />;
  else if (request.status === 'error')
    body =
      request.error.status === 409 ? (
        <Notice>{t('booking.invoiceNotReady')}</Notice>
      ) : (
        <UnavailableNotice onRetry={request.retry} />
      );
  else {
    const invoice = request.data.invoice;
    const pdf = `${context.apiBaseUrl.replace(/\/+$/, '')}/v1/bookings/${encodeURIComponent(number)}/invoice.pdf`;
    body = (
      <>
        <p data-invoice={invoice.number}>
          {t('booking.invoiceSummary', {
            number: invoice.number,
            date: f.dayOf(`${invoice.issuedOn}T12:00`),
            total: f.money(invoice.totals.gross),
          })}
        </p>
        {invoice.corrects ? <p>{t('booking.invoiceCorrects', { number: invoice.corrects })}</p> : null}
        <p>
          {/* A file, not a page of the site: the browser downloads it (no client-side navigation). */}
          <a href={pdf} download={`${invoice.number}.pdf`} data-astro-reload>
            {t('booking.invoiceDownload')}
          </a>
        </p>
        <InvoiceCorrection key={invoice.number} invoiceNumber={invoice.number} />
      </>
    );
  }
  return (
    <section aria-labelledby="booking-invoice-title">
      <h3 id="booking-invoice-title">{t('booking.invoiceTitle')}</h3>
      {body}
    </section>
  );
}
