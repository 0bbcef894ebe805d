// An invitation to book for a company (issue 20 item 3; the link of the `business-invitation` mail,
// '#/business-invitation?token=…'): the signed-in customer accepts it and gets the company's business
// profile. An unknown, used or expired link says so and who can send a new one.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { BusinessStrings } from '../../shared/business-strings.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function Invitation({ token, hubHref }: { token: string; hubHref: string | null }) {
  return (
    <BusinessStrings>
      <Accept token={token} hubHref={hubHref} />
    </BusinessStrings>
  );
}

function Accept({ token, hubHref }: { token: string; hubHref: string | null }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; final: boolean } | null>(null);
  const accept = async () => {
    setPending(true);
    try {
      const { membership } = await dataOf(api.POST('/v1/business/invitations/accept', { body: { token } }));
      setResult({ ok: true, final: true, text: t('business.accepted', { name: membership.company.name }) });
    } catch (error) {
      const e = asApiError(error);
      const invalid = e.status === 404 || e.status === 410;
      const key = invalid ? 'business.invitationInvalid' : (failureKey(e) ?? 'errors.unavailable');
      setResult({ ok: false, final: invalid, text: t(key) });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="business-invitation-title" className="account__panel">
      <ViewHeading id="business-invitation-title">{t('business.invitationTitle')}</ViewHeading>
      <div role="status">
        {result ? <Notice tone={result.ok ? undefined : 'error'}>{result.text}</Notice> : null}
      </div>
      {result?.ok && hubHref ? (
        <p>
          <a href={hubHref}>{t('business.hubLink')}</a>
        </p>
      ) : null}
      {result?.final ? null : (
        <>
          <p>{t('business.invitationIntro')}</p>
          <Button onPress={accept} isPending={pending}>
            {pending ? t('sending') : t('business.accept')}
          </Button>
        </>
      )}
    </section>
  );
}
