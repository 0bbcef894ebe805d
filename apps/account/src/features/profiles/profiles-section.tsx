// The profiles section (issue 14 §9, `#/profiles`): the private profile, i.e. the personal details the
// account holds (name, e-mail address and phone, changed in the account settings, the one place for
// them) and the form of driver licence, address and payment preference; and the business profiles of the
// companies and travel agencies the customer books for (issue 20, the business feature's part, loaded with its strings).
import { dataOf, type RequestCache, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import { type ReactNode, useMemo } from 'react';
import { templateKey } from '../../shared/address-fields.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { PrivateProfileForm } from './private-profile-form.tsx';

/** `business` is the business profiles' part (the business feature's, composed by the app). */
export function ProfilesSection({ settingsHref, business }: { settingsHref: string; business: ReactNode }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const templates: RequestCache = useMemo(() => new Map(), []);
  // Profile, private profile and the address template of its country: the form shows complete at once.
  const request = useRequest('profiles', async (signal) => {
    const [{ profile }, { privateProfile }] = await Promise.all([
      dataOf(api.GET('/v2/users/me/profile', { signal })),
      dataOf(api.GET('/v2/users/me/profiles/private', { signal })),
    ]);
    const country = privateProfile.address?.country ?? context.market.country;
    const rules = await dataOf(
      api.GET('/v1/config/addresstemplates', { params: { query: { countryCode: country } }, signal }),
    );
    templates.set(templateKey(country), rules);
    return { profile, privateProfile, rules };
  });
  let body: React.ReactNode;
  if (request.status === 'loading' || request.status === 'idle') body = <Loading label={t('loading')} />;
  else if (request.status === 'error') body = <UnavailableNotice onRetry={request.retry} />;
  else {
    const { profile, privateProfile, rules } = request.data;
    body = (
      <>
        <dl className="account__facts">
          <dt>{t('profiles.name')}</dt>
          <dd>
            <bdi>{`${profile.firstName} ${profile.lastName}`}</bdi>
          </dd>
          <dt>{t('profiles.email')}</dt>
          <dd>
            <bdi>{profile.email}</bdi>
          </dd>
          <dt>{t('profiles.phone')}</dt>
          <dd>{profile.phone ? <bdi dir="ltr">{profile.phone}</bdi> : t('profiles.noPhone')}</dd>
        </dl>
        <p>
          <a href={settingsHref}>{t('profiles.changeInSettings')}</a>
        </p>
        <PrivateProfileForm
          profile={privateProfile}
          rules={rules}
          templates={templates}
          countries={rules.countries}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="profiles-title" className="account__panel">
      <ViewHeading id="profiles-title">{t('profiles.title')}</ViewHeading>
      <section aria-labelledby="profiles-private" className="account__group">
        <h3 id="profiles-private">{t('profiles.private')}</h3>
        {body}
      </section>
      <section aria-labelledby="profiles-business" className="account__group">
        <h3 id="profiles-business">{t('profiles.business')}</h3>
        {business}
      </section>
    </section>
  );
}
