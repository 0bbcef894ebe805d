// The signed-in customer's subscription orders (issue 17, GET /v1/subscription/orders): each with its
// status, vehicle, term, start, next renewal (or the day it ends) and monthly cost in the market's
// formats, and "Cancel at term end" behind a confirmation dialog. The section is only reached where the
// market shows the subscriptions tab (isManageSubscriptionsHidden, shared/sections.ts).
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading, Notice } from '@rental/ui';
import { useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import type { SubscriptionOrder } from './subscription-order.ts';

export function SubscriptionsSection() {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const request = useRequest('subscription-orders', (signal) =>
    dataOf(api.GET('/v1/subscription/orders', { signal })),
  );
  // An order changed here (cancelled) replaces the listed one until the list is read again.
  const [changed, setChanged] = useState<Record<string, SubscriptionOrder>>({});
  const [announcement, setAnnouncement] = useState<string | null>(null);
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
      {body}
    </section>
  );
}
