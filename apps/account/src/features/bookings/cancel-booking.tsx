// Cancelling a booking (issue 14 §6): the fee is read first (GET …/cancellation) and shown before the
// customer confirms; the confirmation sends the fee seen (POST …/cancel, expectedFee), so a fee that
// changed meanwhile (the free period ended) is shown again instead of being charged unseen.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { accountFormatters } from '../../shared/format.ts';
import type { BookingDetail } from './booking-status.ts';

type Quote = {
  fee: { amountMinor: number; currency: string };
  freeCancellationUntil: string;
  canCancel: boolean;
};

interface Props {
  booking: BookingDetail;
  onDone: (booking: BookingDetail) => void;
  onClose: () => void;
}

export function CancelBooking({ booking, onDone, onClose }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = booking.reservationNumber;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` reads the fee again.
  useEffect(() => {
    const controller = new AbortController();
    dataOf(
      api.GET('/v1/rentalreservations/{id}/cancellation', {
        params: { path: { id } },
        signal: controller.signal,
      }),
    )
      .then(({ quote: next }) => controller.signal.aborted || setQuote(next))
      .catch(
        (error: unknown) =>
          controller.signal.aborted || setFailure(t(failureKey(asApiError(error)) ?? 'errors.unavailable')),
      );
    return () => controller.abort();
  }, [api, id, reads, t]);
  // The step replaces the buttons: its heading takes the focus, so the question is announced.
  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    setFailure(null);
    try {
      const { booking: next } = await dataOf(
        api.POST('/v1/rentalreservations/{id}/cancel', {
          params: { path: { id } },
          body: { expectedFee: quote.fee },
        }),
      );
      onDone(next);
    } catch (error) {
      const e = asApiError(error);
      if (e.code === 'fee_changed') {
        setFailure(t('cancel.feeChanged'));
        setQuote(null);
        setReads((n) => n + 1);
      } else if (e.code === 'not_cancellable') setFailure(t('cancel.notCancellable'));
      else setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account__confirm" aria-labelledby="cancel-title" data-step="cancel">
      <h3 id="cancel-title" tabIndex={-1} ref={heading}>
        {t('cancel.title')}
      </h3>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {quote === null ? (
        failure ? null : (
          <Loading label={t('cancel.reading')} />
        )
      ) : quote.fee.amountMinor === 0 ? (
        <p data-fee={quote.fee.amountMinor}>
          {t('cancel.free', { until: f.moment(quote.freeCancellationUntil) })}
        </p>
      ) : (
        <p data-fee={quote.fee.amountMinor}>{t('cancel.fee', { fee: f.money(quote.fee) })}</p>
      )}
      <div className="account__actions">
        {quote?.canCancel ? (
          <Button onPress={confirm} isPending={busy}>
            {quote.fee.amountMinor === 0
              ? t('cancel.confirmFree')
              : t('cancel.confirmFee', { fee: f.money(quote.fee) })}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          {t('cancel.keep')}
        </Button>
      </div>
    </section>
  );
}
