// For an account without a password whose social sign-in is no longer recent (issue 14): the change
// waits until the customer signs in again with their provider. The link starts that sign-in at the API
// (`intent=reauthenticate`, a full page load) and comes back to the settings, where the outcome shows.
import { useTranslation } from '@rental/i18n';
import { socialStartHref } from '@rental/remote-apps/social-sign-in';
import { useAppServices } from '../../shared/app-services.tsx';
import { brandNames } from '../../shared/social.tsx';

export function SignInAgain({ provider }: { provider: string | undefined }) {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  if (!provider) return null;
  const name = brandNames[provider] ?? t('social.provider');
  return (
    <div className="account__reauth">
      <p>{t('settings.signInAgain', { provider: name })}</p>
      <p>
        <a
          className="account__social-button"
          href={socialStartHref(context.apiBaseUrl, provider, `${location.pathname}#/account`, true)}
          // A full page load: the provider's page is not one of the site's pages.
          data-astro-reload=""
        >
          {t('settings.signInAgainWith', { provider: name })}
        </a>
      </p>
    </div>
  );
}
