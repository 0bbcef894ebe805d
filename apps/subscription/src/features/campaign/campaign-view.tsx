// A subscription campaign and the registration (spec §6, §8; issue 17 §3), one per customer:
//   '#/campaign/{id}': signed in, the customer registers with the account's e-mail and the result shows
//     in a dialog; signed out, the account's sign-in (coming back here), or registering as a guest with
//     an e-mail address, which the link mailed there confirms (the API answers a guest the same whatever
//     the address, so nobody learns or blocks somebody else's registration);
//   '#/campaign-confirm?token=…': the mailed link; the guest confirms and sees the same result dialog.
// Success says: configure the subscription account with the same e-mail, the benefit appears at the
// funnel's details step and expires after the grace period. Error: the spec's header, both causes, the
// API's own and what to do (try again later, or contact support). Its own chunk.
import { asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import {
  AccountFields,
  accountFieldIds,
  Button,
  ErrorSummary,
  Loading,
  Notice,
  summaryItems,
  useSchemaForm,
} from '@rental/ui';
import { emailRule, nameRule, ruleMessages } from '@rental/ui/account-rules';
import { Dialog } from '@rental/ui/dialog';
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import {
  confirmRegistration,
  loadCampaigns,
  loadSession,
  type PendingRegistration,
  type Registration,
  type RegistrationCause,
  registerForCampaign,
} from '../../shared/order-api.ts';
import { OrderStrings } from '../../shared/order-strings.tsx';
import { useSubscription } from '../../shared/services.tsx';

interface Props {
  id: string;
  focus: boolean;
}

type Result = { ok: Registration } | { refused: RegistrationCause };

/** A campaign ('#/campaign/{id}') or the guest's confirmation link ('#/campaign-confirm?token=…'). */
export function CampaignView({
  route,
  focus,
}: {
  route: { view: 'campaign'; id: string } | { view: 'campaign-confirm'; token: string };
  focus: boolean;
}) {
  return (
    <OrderStrings>
      {route.view === 'campaign' ? (
        <Campaign key={route.id} id={route.id} focus={focus} />
      ) : (
        <Confirm key={route.token} token={route.token} focus={focus} />
      )}
    </OrderStrings>
  );
}

/** A calendar day 'YYYY-MM-DD' (or the day of an ISO time) in the market's date format. */
function useDay() {
  const { fmt } = useSubscription();
  return (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
    return fmt.date(new Date(y, m - 1, d));
  };
}

/** The heading that takes the focus when the view is reached inside the app (and so is announced). */
function useFocusedHeading(focus: boolean, ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus && ready) heading.current?.focus();
  }, [focus, ready]);
  return heading;
}

/** The result of a registration in a dialog, opened by `trigger`'s action. */
function ResultDialog({
  result,
  open,
  onClose,
  trigger,
}: {
  result: Result | null;
  open: boolean;
  onClose: () => void;
  trigger: ReactElement;
}) {
  const { t } = useTranslation('subscription');
  const day = useDay();
  return (
    <Dialog
      isOpen={open && result !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={result && 'ok' in result ? t('campaign.successTitle') : t('campaign.errorTitle')}
      closeLabel={t('campaign.close')}
      trigger={trigger}
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
  );
}

function Campaign({ id, focus }: Props) {
  const { t } = useTranslation('subscription');
  const { api, context, cache } = useSubscription();
  const day = useDay();
  const campaigns = useRequest('campaigns', (signal) => loadCampaigns(api, context.market.country, signal), {
    cache,
  });
  const session = useRequest('session', (signal) => loadSession(api, signal));
  const [result, setResult] = useState<Result | null>(null);
  // Open apart from the result, so a closing dialog keeps its title and text until it is gone.
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = campaigns.status === 'done' && session.status !== 'loading';
  const heading = useFocusedHeading(focus, ready);
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
      if ('pending' in answer) throw new Error('A signed-in registration is never pending');
      setResult('registration' in answer ? { ok: answer.registration } : answer);
      setOpen(true);
    } catch (error) {
      setFailure(asApiError(error).message);
    } finally {
      setSending(false);
    }
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
          <ResultDialog
            result={result}
            open={open}
            onClose={() => setOpen(false)}
            trigger={
              <Button isPending={sending} onPress={() => void register()}>
                {t('campaign.register')}
              </Button>
            }
          />
        </>
      ) : (
        <>
          <Notice>
            <p>{t('campaign.signInFirst')}</p>
            <a href={accountHref(context.market.links.account, 'login', currentAddress())}>
              {t('funnel.signIn')}
            </a>
          </Notice>
          <GuestRegistration campaignId={campaign.id} />
        </>
      )}
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
    </article>
  );
}

const guestIds = accountFieldIds('subscription-guest');

/** A guest registers with an e-mail address; the link mailed there confirms. */
function GuestRegistration({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('subscription');
  const { api, fmt } = useSubscription();
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages((key) => t(key));
    return z.object({
      firstName: nameRule(m.required, m.firstNameMax),
      lastName: nameRule(m.required, m.lastNameMax),
      email: emailRule(m),
    });
  }, [t]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'firstName', id: guestIds.firstName, label: t('funnel.firstName') },
    { path: 'lastName', id: guestIds.lastName, label: t('funnel.lastName') },
    { path: 'email', id: guestIds.email, label: t('funnel.signUp.email') },
  ]);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pending) sentRef.current?.focus();
  }, [pending]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await registerForCampaign(api, campaignId, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        page: typeof location === 'undefined' ? '/subscription' : location.pathname,
      });
      if ('pending' in answer) setPending(answer.pending);
      else setFailure(t('campaign.guestFailed'));
    } catch (error) {
      const e = asApiError(error);
      if (e.fields.email) form.setError('email', { message: t('rules.email') });
      else setFailure(e.status === 429 ? t('campaign.tooMany') : e.message);
    }
  });
  if (pending)
    return (
      <Notice>
        <p ref={sentRef} tabIndex={-1}>
          {t('campaign.guestSent', {
            email: pending.email,
            time: fmt.dateTime(new Date(pending.confirmBy)),
          })}
        </p>
      </Notice>
    );
  return (
    <section aria-labelledby="subscription-guest-title" className="subscription-campaign__guest">
      <h3 id="subscription-guest-title">{t('campaign.guestTitle')}</h3>
      <p>{t('campaign.guestIntro')}</p>
      <form noValidate onSubmit={submit} className="subscription-funnel__form">
        <ErrorSummary
          title={t('funnel.signUp.summary', { count: items.length })}
          focusKey={submitCount}
          items={items}
        />
        <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
        <AccountFields
          form={form}
          idPrefix="subscription-guest"
          labels={{
            firstName: t('funnel.firstName'),
            lastName: t('funnel.lastName'),
            email: t('funnel.signUp.email'),
          }}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {t('campaign.guestSubmit')}
        </Button>
      </form>
    </section>
  );
}

/** The mailed link: the guest confirms their registration (once; the link is used up). */
function Confirm({ token, focus }: { token: string; focus: boolean }) {
  const { t } = useTranslation('subscription');
  const { api } = useSubscription();
  const heading = useFocusedHeading(focus, true);
  const [result, setResult] = useState<Result | null>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(token ? null : t('campaign.linkInvalid'));
  const confirm = async () => {
    if (sending || !token || result) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await confirmRegistration(api, token);
      setResult('registration' in answer ? { ok: answer.registration } : answer);
      setOpen(true);
    } catch (error) {
      const e = asApiError(error);
      setFailure(e.code === 'invalid_confirmation_token' ? t('campaign.linkInvalid') : e.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <article className="subscription-campaign" aria-labelledby="subscription-confirm-title">
      <h2 id="subscription-confirm-title" ref={heading} tabIndex={-1}>
        {t('campaign.confirmTitle')}
      </h2>
      <p>{t('campaign.confirmIntro')}</p>
      {token ? (
        <ResultDialog
          result={result}
          open={open}
          onClose={() => setOpen(false)}
          trigger={
            <Button isPending={sending} isDisabled={result !== null} onPress={() => void confirm()}>
              {t('campaign.confirm')}
            </Button>
          }
        />
      ) : null}
      {result && !open ? (
        <Notice tone={'ok' in result ? 'info' : 'error'}>
          {'ok' in result ? t('campaign.successTitle') : t(`campaign.reason.${result.refused}`)}{' '}
          <a href="#/">{t('campaign.toOffers')}</a>
        </Notice>
      ) : null}
      <div role="alert">
        {failure ? (
          <Notice tone="error">
            {failure} <a href="#/">{t('campaign.toOffers')}</a>
          </Notice>
        ) : null}
      </div>
    </article>
  );
}
