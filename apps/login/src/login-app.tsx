// The login container's app (issue 6 §4): signed out, a "Sign in" link to the account area's login;
// signed in, the customer's first name and a link to the account.
import { createI18n, I18nextProvider, useTranslation } from '@rental/i18n';
import type { AppProps } from '@rental/remote-apps/react';
import { type CSSProperties, type MouseEvent, useEffect, useMemo, useState } from 'react';
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

  // Nothing until the session is known: the container keeps its reserved placeholder meanwhile.
  if (!session) return null;
  // The entry fits the container's reserved 40 × 40 px (the layouts' --size-login) so nothing moves
  // when it appears (CLS 0): an icon or the customer's initial; the words are its accessible name and title.
  if (!session.signedIn) {
    const href = accountLoginHref(accountHref);
    return (
      <a
        href={href}
        onClick={follow(href)}
        title={t('signIn')}
        style={entryStyle}
        data-login-state="signed-out"
      >
        <PersonIcon />
        <span style={visuallyHidden}>{t('signIn')}</span>
      </a>
    );
  }
  const greeting = t('greeting', { firstName: session.firstName });
  return (
    <a
      href={accountHref}
      onClick={follow(accountHref)}
      title={`${greeting} · ${t('account')}`}
      style={entryStyle}
      data-login-state="signed-in"
    >
      <span aria-hidden="true">{session.firstName.slice(0, 1).toUpperCase()}</span>
      <span style={visuallyHidden}>{`${greeting}, ${t('account')}`}</span>
    </a>
  );
}

const entryStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: 'var(--color-surface-strong, #e9e9e6)',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  position: 'relative',
};

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
      />
    </svg>
  );
}
