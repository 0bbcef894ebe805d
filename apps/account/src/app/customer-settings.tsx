// The customer settings of ride pages (spec §2 ride layout; issue 18 §5): the account's settings view in
// the page's customer-settings container, without the account area's tabs (so manage-bookings and
// subscriptions are not offered there) and without the address hash, which belongs to the ride app on
// those pages. Signed out it points to the account page's sign-in: the ride page's own sign-in is the
// ride app's, at booking.
import { useTranslation } from '@rental/i18n';
import { followAppLinks } from '@rental/remote-apps/react';
import { Loading } from '@rental/ui';
import { useEffect, useRef } from 'react';
import { SettingsSection } from '../features/settings/settings-section.tsx';
import { useAppServices } from '../shared/app-services.tsx';
import { isForeign, shownLocale } from '../shared/format.ts';
import { useSession } from '../shared/session.tsx';
import { UnavailableNotice } from '../shared/unavailable-notice.tsx';
import { NamesPageContext } from '../shared/view-heading.tsx';

/** The account page's address of a section: '/account#/account' → '/account#/login'. */
export function accountSectionHref(accountLink: string | undefined, section: string): string {
  const base = (accountLink ?? '/account#/account').replace(/#.*$/, '');
  return `${base}#/${section}`;
}

export function CustomerSettings() {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  const session = useSession();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  const { state } = session;
  let body: React.ReactNode;
  if (state.status === 'loading') body = <Loading label={t('loading')} />;
  else if (state.status === 'unknown') body = <UnavailableNotice onRetry={session.reload} />;
  else if (state.status === 'signed-in') body = <SettingsSection user={state.user} />;
  else
    body = (
      <section aria-labelledby="customer-settings-title" className="account__panel">
        <h2 id="customer-settings-title" className="account__title">
          {t('nav.account')}
        </h2>
        <p>{t('intro.signedOut')}</p>
        <p>
          <a className="ui-button" href={accountSectionHref(context.market.links.account, 'login')}>
            {t('signIn.title')}
          </a>
        </p>
      </section>
    );
  const locale = shownLocale(context.locale);
  return (
    <div
      ref={root}
      className="account account--settings"
      lang={locale}
      dir={isForeign(context.locale) ? 'ltr' : undefined}
      data-view="settings"
    >
      <NamesPageContext.Provider value={false}>{body}</NamesPageContext.Provider>
    </div>
  );
}
