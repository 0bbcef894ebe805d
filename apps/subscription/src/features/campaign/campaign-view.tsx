// A subscription campaign and the signed-in customer's registration ('#/campaign/{id}'; spec §6, §8):
// one registration per customer; the result in a dialog: success (registered with the account's e-mail:
// configure the subscription account with it, the benefit appears at the funnel's details step and
// expires after the grace period) or the error header with the API's cause (an active subscription or an
// open registration) and what to do (try again later or contact support). Its own chunk.
import { asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { Dialog } from '@rental/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import {
  loadCampaigns,
  loadSession,
  type Registration,
  type RegistrationCause,
  registerForCampaign,
} from '../../shared/order-api.ts';
import { OrderStrings } from '../../shared/order-strings.tsx';
import { useSubscription } from '../../shared/services.tsx';

interface Props {
  id: string;
  focus: boolean;
  /** The account's sign-in page (a campaign is registered with the account's e-mail). */
  signInHref: string;
}

type Result = { ok: Registration } | { refused: RegistrationCause };

export function CampaignView(props: Props) {
  return (
    <OrderStrings>
      <Campaign {...props} />
    </OrderStrings>
  );
}

function Campaign({ id, focus, signInHref }: Props) {
  const { t } = useTranslation('subscription');
  const { api, context, fmt, cache } = useSubscription();
  const campaigns = useRequest('campaigns', (signal) => loadCampaigns(api, context.market.country, signal), {
    cache,
  });
  const session = useRequest('session', (signal) => loadSession(api, signal));
  const [result, setResult] = useState<Result | null>(null);
  // Open apart from the result, so a closing dialog keeps its title and text until it is gone.
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = campaigns.status === 'done' && session.status !== 'loading';
  useEffect(() => {
    if (focus && ready) heading.current?.focus();
  }, [focus, ready]);
  if (!ready) {
    if (campaigns.status === 'error')
      return (
        <Notice
          tone="error"
          actions={
            <Button variant="secondary" onPress={campaigns.retry}>
              {t('retry')}
            </Button>
          }
        >
          {campaigns.error.message}
        </Notice>
      );
    return <Loading label={t('loading')} />;
  }
  const campaign = campaigns.data.find((c) => c.id === id);
  if (!campaign) return <Notice>{t('campaign.notFound')}</Notice>;
  const user = session.status === 'done' ? session.data : null;
  const register = async () => {
    if (!user || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await registerForCampaign(api, campaign.id, {
        firstName: user.firstName,
        lastName: user.lastName,
      });
      setResult('registration' in answer ? { ok: answer.registration } : answer);
      setOpen(true);
    } catch (error) {
      setFailure(asApiError(error).message);
    } finally {
      setSending(false);
    }
  };
  const day = (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return fmt.date(new Date(y, m - 1, d));
  };
  return (
    <article className="subscription-campaign" aria-labelledby="subscription-campaign-title">
      <h2 id="subscription-campaign-title" ref={heading} tabIndex={-1}>
        {campaign.title}
      </h2>
      <p>{campaign.description}</p>
      <p>
        <strong>{t('campaign.benefit')}</strong> {campaign.benefit}
      </p>
      <p>{t('campaign.terms', { days: campaign.gracePeriodDays, date: day(campaign.validUntil) })}</p>
      {user ? (
        <>
          <p>{t('campaign.as', { email: user.email })}</p>
          <Dialog
            isOpen={open && result !== null}
            onOpenChange={(next) => {
              if (!next) setOpen(false);
            }}
            title={result && 'ok' in result ? t('campaign.successTitle') : t('campaign.errorTitle')}
            closeLabel={t('campaign.close')}
            trigger={
              <Button isPending={sending} onPress={() => void register()}>
                {t('campaign.register')}
              </Button>
            }
          >
            {(close) =>
              result && 'ok' in result ? (
                <div className="subscription-campaign__result">
                  <p>{t('campaign.success', { email: result.ok.email })}</p>
                  <p>{t('campaign.successBenefit', { date: day(result.ok.benefitExpiresOn) })}</p>
                  <Button onPress={close}>{t('campaign.ok')}</Button>
                </div>
              ) : (
                <div className="subscription-campaign__result">
                  <p>{t('campaign.errorCauses')}</p>
                  <ul>
                    <li>{t('campaign.cause.active_subscription')}</li>
                    <li>{t('campaign.cause.open_registration')}</li>
                  </ul>
                  {result ? <p>{t(`campaign.reason.${result.refused}`)}</p> : null}
                  <p>{t('campaign.errorHint')}</p>
                  <Button onPress={close}>{t('campaign.ok')}</Button>
                </div>
              )
            }
          </Dialog>
        </>
      ) : (
        <Notice>
          <p>{t('campaign.signInFirst')}</p>
          <a href={signInHref}>{t('funnel.signIn')}</a>
        </Notice>
      )}
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
    </article>
  );
}
