// Adding or changing the card a contract's monthly price is charged to: a setup session at the payment
// provider for the agreement 'plus-contract:{id}' (POST /v1/payments/methods/session), the provider's
// hosted page (no card data ever reaches this app), and back on this very route with `payment_session` in
// the query: the session's result (GET /v1/payments/sessions/:id) is said, then the query is removed.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { useEffect, useState } from 'react';
import { type Contract, useAppServices } from '../../shared/app-services.tsx';

/** The payment session the provider sent the customer back with, if any. */
export function returnedSession(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('payment_session');
}

/** This address without `payment_session` (the hash route kept). */
function withoutSession(): string {
  const params = new URLSearchParams(location.search);
  params.delete('payment_session');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

export interface CardStepProps {
  contract: Contract;
  /** The session's result is known: the contract may have changed (a card stored, now active). */
  onResult: () => void;
}

export function CardStep({ contract, onResult }: CardStepProps) {
  const { t } = useTranslation('plus');
  const { api } = useAppServices();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [checking, setChecking] = useState(() => returnedSession() !== null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is read once, when the view opens.
  useEffect(() => {
    const sessionId = returnedSession();
    if (!sessionId) return;
    const controller = new AbortController();
    dataOf(
      api.GET('/v1/payments/sessions/{sessionId}', {
        params: { path: { sessionId } },
        signal: controller.signal,
      }),
    ).then(
      (session) => {
        history.replaceState(history.state, '', withoutSession());
        setChecking(false);
        if (session.status === 'authorised' || session.status === 'captured')
          setResult({ tone: 'info', text: t('payment.stored') });
        else
          setResult({
            tone: 'error',
            text: t('payment.refused', { message: session.message ?? session.status }),
          });
        onResult();
      },
      (error) => {
        if (controller.signal.aborted) return;
        setChecking(false);
        setResult({ tone: 'error', text: asApiError(error).message });
      },
    );
    return () => controller.abort();
  }, []);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const returnUrl = `${location.origin}${withoutSession()}`;
      const session = await dataOf(
        api.POST('/v1/payments/methods/session', {
          body: { agreement: `plus-contract:${contract.id}`, returnUrl },
        }),
      );
      location.assign(session.redirectUrl);
    } catch (error) {
      setFailure(asApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <div className="plus-card-step">
      <div aria-live="polite">
        {checking ? <p>{t('payment.checking')}</p> : null}
        {result?.tone === 'info' ? <Notice>{result.text}</Notice> : null}
      </div>
      {result?.tone === 'error' ? <Notice tone="error">{result.text}</Notice> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button variant={contract.paymentMethod ? 'secondary' : 'primary'} onPress={start} isDisabled={busy}>
        {contract.paymentMethod ? t('payment.change') : t('payment.add')}
      </Button>
    </div>
  );
}
