// The business sign-up page's signed-out state (issue 20): applications are made from a customer
// account, so the page invites to sign in or create an account, both coming back to this page. It is
// also the page's static first view (built with every locale's strings, prerender.tsx), so it imports
// nothing heavy.
import { useTranslation } from '@rental/i18n';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import type { ReactNode } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';

/** The sign-up's section with its heading. */
export function SignUpSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="business-sign-up-title" className="account__panel">
      <h2 id="business-sign-up-title" className="account__title">
        {t('business.signUpTitle')}
      </h2>
      {children}
    </section>
  );
}

/** Sign in or create an account, then come back (at build time: to the market's business sign-up page). */
export function SignInInvitation() {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  const { links } = context.market;
  const back = currentAddress() ?? links.corporateSignUp;
  return (
    <>
      <p>{t('business.signInFirst')}</p>
      <p className="account__actions">
        <a className="ui-button ui-button--primary" href={accountHref(links.account, 'login', back)}>
          {t('business.signIn')}
        </a>
        <a href={accountHref(links.account, 'sign-up', back)}>{t('business.createAccount')}</a>
      </p>
    </>
  );
}
