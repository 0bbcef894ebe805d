// "Continue with Google / Apple" (spec §6 social login, issue 14 §4): one link per provider the API
// offers on this site and the page allows. Each is a plain link to the API's start address (a full page
// load, never the site's client-side router), returning to `returnTo` after the provider. The outcome
// of a failed attempt comes back in the address and shows above the sign-in form (shared/social.tsx).
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { providersForPage, socialSignInOn, socialStartHref } from '@rental/remote-apps/social-sign-in';
import { useAppServices } from '../../shared/app-services.tsx';

export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('account');
  const { context, api } = useAppServices();
  const on = socialSignInOn(context.market);
  const offered = useRequest(on ? 'social-providers' : null, (signal) =>
    dataOf(api.GET('/v1/auth/social/providers', { signal })),
  );
  if (offered.status !== 'done') return null;
  const providers = providersForPage(context.market, location.pathname, offered.data.providers);
  if (providers.length === 0) return null;
  return (
    <div className="account__social">
      <p id="social-sign-in-title" className="account__social-title">
        {t('social.title')}
      </p>
      <ul aria-labelledby="social-sign-in-title" className="account__social-list">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              className="account__social-button"
              href={socialStartHref(context.apiBaseUrl, p.id, returnTo)}
              // A full page load: the provider's page is not one of the site's pages.
              data-astro-reload=""
            >
              {t('social.continueWith', { provider: p.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
