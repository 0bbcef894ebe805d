// The account overview's notice of a failed card charge (issue 21): when a charge of the customer's stored
// card was refused (a long-term rental's monthly payment, say), the payment stays open as a renewal until
// the customer pays it with a new card on the card-renewal page. Only for a signed-in customer; nothing
// shows while the list or the strings load, when nothing is open, or when the API cannot say (the renewal
// e-mail went out all the same). Its own chunk with its strings (locales/renewal/*.ts): the account's
// first load carries neither. It imports none of the account's own modules: Rollup would move a module
// shared with the first load into a chunk of its own, which every first load then fetches separately
// (measured: +0.3 KB gzip on the account's bundle).
import { type ApiClient, dataOf, useRequest } from '@rental/api-client';
import { localeFiles, useStringsChunk, useTranslation } from '@rental/i18n';
import type { AppContext } from '@rental/remote-apps/react';
import { Notice } from '@rental/ui';

const load = localeFiles(import.meta.glob('../../shared/locales/renewal/*.ts'));

/** The card-renewal page of the page's language: '/pay/renewal', '/fr-be/pay/renewal'. */
export function renewalPagePath(home: string | undefined): string {
  return `${(home ?? '/').replace(/\/+$/, '')}/pay/renewal`;
}

/** The account's API client and mount context come as props (see the module comment on imports). */
export function RenewalNotice({ api, context }: { api: ApiClient; context: AppContext }) {
  const { t } = useTranslation('account');
  const strings = useStringsChunk('account', load, 'renewal.notice');
  const renewals = useRequest('payment-renewals', (signal) =>
    dataOf(api.GET('/v1/payments/renewals', { signal })),
  );
  if (renewals.status !== 'done' || strings.state !== 'ready') return null;
  const open = renewals.data.renewals.filter((renewal) => renewal.status === 'open');
  if (open.length === 0) return null;
  const what = new Intl.ListFormat(context.locale, { type: 'conjunction' }).format(
    open.map((renewal) => renewal.description),
  );
  // What could not be charged keeps its own direction inside the sentence (an Arabic page, a Latin name).
  const [before, after] = t('renewal.notice', { what: '\uE000' }).split('\uE000');
  // Across the overview's columns, like the welcome line above it (a rule here keeps app.css, which every
  // visit loads, as it was).
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Notice>
        <p>
          {before}
          <bdi>{what}</bdi>
          {after} <a href={renewalPagePath(context.market.links.home)}>{t('renewal.link')}</a>
        </p>
      </Notice>
    </div>
  );
}
