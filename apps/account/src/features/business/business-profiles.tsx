// The customer's business profiles in the profiles section (issue 20 item 2): every approved company or
// travel agency they book for, with their role. The booking engine's checkout offers each of them under
// "Book as".
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import { useAppServices } from '../../shared/app-services.tsx';
import { BusinessStrings } from '../../shared/business-strings.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { loadMemberships } from './memberships.ts';

export function BusinessProfiles({ hubHref }: { hubHref: string | null }) {
  return (
    <BusinessStrings>
      <Profiles hubHref={hubHref} />
    </BusinessStrings>
  );
}

function Profiles({ hubHref }: { hubHref: string | null }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const request = useRequest('business-profiles', (signal) => loadMemberships(api, signal));
  if (request.status === 'idle' || request.status === 'loading') return <Loading label={t('loading')} />;
  if (request.status === 'error') return <UnavailableNotice onRetry={request.retry} />;
  const approved = request.data.filter((m) => m.company.status === 'approved');
  return (
    <>
      {approved.length === 0 ? (
        <p>{t('business.profilesNone')}</p>
      ) : (
        <ul className="account__history">
          {approved.map(({ company, role }) => (
            <li key={company.id}>
              <bdi>
                {t('business.profileLine', {
                  name: company.name,
                  kind: t(`business.kind.${company.kind}`),
                  role: t(`business.role.${role}`),
                })}
              </bdi>
            </li>
          ))}
        </ul>
      )}
      {hubHref ? (
        <p>
          <a href={hubHref}>{t('business.hubLink')}</a>
        </p>
      ) : null}
    </>
  );
}
