// The login container's app (issue 6 §4): signed out, a "Sign in" link to the account area's login;
// signed in, the customer's first name and a link to the account.
import { createI18n, I18nextProvider, useTranslation } from '@rental/i18n';
import type { AppProps } from '@rental/remote-apps/react';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { loginResources } from './locales/index.ts';
import { accountLoginHref, readSession, type Session } from './session.ts';

export function LoginApp({ context }: AppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.language, namespaces: ['login'], resources: loginResources }),
    [context.language],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <LoginEntry context={context} />
    </I18nextProvider>
  );
}

function LoginEntry({ context }: AppProps) {
  const { t } = useTranslation('login');
  const [session, setSession] = useState<Session | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    readSession({
      apiBaseUrl: context.apiBaseUrl,
      acceptLanguage: context.acceptLanguage,
      tenantId: context.tenantId,
      signal: controller.signal,
    }).then((result) => {
      if (!controller.signal.aborted) setSession(result);
    });
    return () => controller.abort();
  }, [context]);

  const accountHref = context.market.links.account ?? '/account/#/account';
  // Client-side navigation through the host keeps the persisted header and its apps alive.
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    context.navigate(href);
  };

  if (!session) {
    return (
      <span className="login-entry login-entry--checking" aria-busy="true">
        <span className="visually-hidden">{t('checking')}</span>
      </span>
    );
  }
  if (!session.signedIn) {
    const href = accountLoginHref(accountHref);
    return (
      <nav className="login-entry" aria-label={t('label')}>
        <a href={href} onClick={follow(href)} data-login-state="signed-out">
          {t('signIn')}
        </a>
      </nav>
    );
  }
  return (
    <nav className="login-entry" aria-label={t('label')}>
      <span className="login-entry__name" data-login-state="signed-in">
        {t('greeting', { firstName: session.firstName })}
      </span>{' '}
      <a href={accountHref} onClick={follow(accountHref)}>
        {t('account')}
      </a>
    </nav>
  );
}
