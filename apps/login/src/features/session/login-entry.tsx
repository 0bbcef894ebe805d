// The login entry (issue 6 §4): signed out, a "Sign in" link to the account area's login; signed in, the
// customer's initial, with the first name and "My account" as its name and title, linking to the account.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { onSessionChange } from '@rental/remote-apps/session';
import { type MouseEvent, useEffect } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { accountLoginHref, readSession } from './session.ts';

interface Props {
  /**
   * The signed-out link is on show before the session is known: in the build's static first view, and
   * while the app that took it over reads the session (issue 16).
   */
  signedOutFirst?: boolean;
}

export function LoginEntry({ signedOutFirst = false }: Props) {
  const { t } = useTranslation('login');
  const { context, api } = useAppServices();
  const session = useRequest('session', (signal) => readSession(api, signal));
  // issue 14 §3: a sign-in or sign-out in another app of the page shows here without a reload.
  const { retry } = session;
  useEffect(() => onSessionChange(retry), [retry]);
  const accountHref = context.market.links.account ?? '/account#/account';
  // Client-side navigation through the host keeps the persisted header and its apps alive.
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    context.navigate(href);
  };

  // Nothing until the session is known (the container keeps its reserved placeholder meanwhile), unless
  // the signed-out link is already on show.
  if (session.status !== 'done' && !signedOutFirst) return null;
  if (session.status !== 'done' || !session.data.signedIn) {
    const href = accountLoginHref(accountHref);
    return (
      <a
        href={href}
        onClick={follow(href)}
        title={t('signIn')}
        className="login-entry"
        data-login-state="signed-out"
      >
        <PersonIcon />
        <span className="login-hidden">{t('signIn')}</span>
      </a>
    );
  }
  const { firstName } = session.data;
  const greeting = t('greeting', { firstName });
  return (
    <a
      href={accountHref}
      onClick={follow(accountHref)}
      title={`${greeting} · ${t('account')}`}
      className="login-entry"
      data-login-state="signed-in"
    >
      <span aria-hidden="true">{firstName.slice(0, 1).toUpperCase()}</span>
      <span className="login-hidden">{`${greeting}, ${t('account')}`}</span>
    </a>
  );
}

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
