// The account overview's notice of a failed card charge (issue 21): when a charge of the customer's stored
// card was refused (a long-term rental's monthly payment, say), the payment stays open as a renewal until
// the customer pays it with a new card on the card-renewal page. Only for a signed-in customer; nothing
// shows while the list loads, when nothing is open, or when the API cannot say (the renewal e-mail went
// out all the same). Its own chunk: the account's first load does not carry it.
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Notice } from '@rental/ui';
import { useAppServices } from '../../shared/app-services.tsx';
import { formatLocale } from '../../shared/format.ts';
import { Isolated } from '../../shared/isolated.tsx';

/** The card-renewal page of the page's language: '/pay/renewal', '/fr-be/pay/renewal'. */
export function renewalPagePath(home: string | undefined): string {
  return `${(home ?? '/').replace(/\/+$/, '')}/pay/renewal`;
}

export function RenewalNotice() {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const renewals = useRequest('payment-renewals', (signal) =>
    dataOf(api.GET('/v1/payments/renewals', { signal })),
  );
  if (renewals.status !== 'done') return null;
  const open = renewals.data.renewals.filter((renewal) => renewal.status === 'open');
  if (open.length === 0) return null;
  const what = new Intl.ListFormat(formatLocale(context), { type: 'conjunction' }).format(
    open.map((renewal) => renewal.description),
  );
  return (
    <Notice className="account__renewal">
      <p>
        <Isolated values={{ what }} sentence={(marks) => t('renewal.notice', marks)} />{' '}
        <a href={renewalPagePath(context.market.links.home)}>{t('renewal.link')}</a>
      </p>
    </Notice>
  );
}
