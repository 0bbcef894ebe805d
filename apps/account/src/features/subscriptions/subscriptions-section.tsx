// The signed-in customer's subscription orders (issue 17, GET /v1/subscription/orders): each with its
// status, vehicle, term, start, next renewal (or the day it ends) and monthly cost in the market's
// formats, its card for the monthly payments (issue 21: back from the provider's page with
// `payment_session`, the result is said here and the orders re-read), and "Cancel at term end" behind a
// confirmation dialog. The section is only reached where the
// market shows the subscriptions tab (isManageSubscriptionsHidden, shared/sections.ts).
import { asApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading, Notice } from '@rental/ui';
import { useEffect, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import type { SubscriptionOrder } from './subscription-order.ts';
import { returnedSession, withoutSession } from './subscription-payment.tsx';

export function SubscriptionsSection() {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const request = useRequest('subscription-orders', (signal) =>
    dataOf(api.GET('/v1/subscription/orders', { signal })),
  );
  // An order changed here (cancelled) replaces the listed one until the list is read again.
  const [changed, setChanged] = useState<Record<string, SubscriptionOrder>>({});
  const [announcement, setAnnouncement] = useState<string | null>(null);
  // Back from the payment provider's page: the card session's result, said once, then the orders re-read.
  const [cardResult, setCardResult] = useState<{ tone: 'info' | 'error'; text: string } | null>(() =>
    returnedSession() ? { tone: 'info', text: t('subscriptions.cardChecking') } : null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is read once, when the section opens.
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
        setCardResult(
          session.status === 'authorised' || session.status === 'captured'
            ? { tone: 'info', text: t('subscriptions.cardStored') }
            : {
                tone: 'error',
                text: t('subscriptions.cardRefused', { message: session.message ?? session.status }),
              },
        );
        setChanged({});
        request.retry();
      },
      (error) => {
        if (controller.signal.aborted) return;
        setCardResult({ tone: 'error', text: asApiError(error).message });
      },
    );
    return () => controller.abort();
  }, []);
  let body: React.ReactNode;
  if (request.status === 'error') body = <UnavailableNotice onRetry={request.retry} />;
  else if (request.status !== 'done') body = <Loading label={t('loading')} />;
  else if (request.data.orders.length === 0) body = <p>{t('subscriptions.empty')}</p>;
  else
    body = (
      <ul className="account__cards">
        {request.data.orders.map((listed) => {
          const order = changed[listed.id] ?? listed;
          return (
            <SubscriptionCard
              key={order.id}
              order={order}
              onCancelled={(next, message) => {
                setChanged((all) => ({ ...all, [next.id]: next }));
                setAnnouncement(message);
              }}
            />
          );
        })}
      </ul>
    );
  return (
    <section aria-labelledby="subscriptions-title" className="account__panel">
      <ViewHeading id="subscriptions-title">{t('subscriptions.title')}</ViewHeading>
      {/* The result of a cancel, announced politely once the dialog has closed. */}
      {announcement ? <Notice>{announcement}</Notice> : null}
      {/* The card session's result (stored, or refused with the API's message). */}
      <div aria-live="polite" data-card-result={cardResult?.tone}>
        {cardResult ? <Notice tone={cardResult.tone}>{cardResult.text}</Notice> : null}
      </div>
      {body}
    </section>
  );
}
