// The card-renewal page (issue 21, `/pay/renewal`): when a charge of a customer's stored card failed (a
// long-term rental's monthly payment, say), the customer sees each open payment (what, amount, why the last
// charge failed, how many attempts) and pays it with a new card on the provider's page, which stores the
// card for the next charges. Back from there ('?payment_session=…') the page says whether it went through;
// the list shows the payment paid, or still open with the new reason. Signed out, it offers the account's
// sign-in, which comes back here.
import { ApiError, asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import { Button, Loading, Notice } from '@rental/ui';
import { useEffect, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import {
  type PaymentSession,
  type Renewal,
  readRenewals,
  readSession,
  readSignedIn,
  startRenewalPayment,
} from '../../shared/pay-api.ts';
import {
  goToProvider,
  providerAddress,
  returnUrl,
  sessionFromSearch,
  settleReturnAddress,
} from '../../shared/payment-return.ts';
import { Announcer, StatePanel } from '../../shared/state-panel.tsx';
import { failureMessage, SupportLine } from '../../shared/support-line.tsx';

export function RenewalView() {
  const { t } = useTranslation('pay');
  const { api, context } = useAppServices();
  const signedIn = useRequest('session', (signal) => readSignedIn(api, signal));
  let body: React.ReactNode;
  if (signedIn.status === 'idle' || signedIn.status === 'loading') body = <Loading label={t('loading')} />;
  else if (signedIn.status === 'error') body = <Unavailable retry={signedIn.retry} />;
  else if (!signedIn.data)
    body = (
      <StatePanel id="pay-state-title" title={t('renewal.signInTitle')} state="signed-out" focusKey={0}>
        <p>{t('renewal.signInText')}</p>
        <a
          className="ui-button ui-button--primary"
          href={accountHref(context.market.links.account, 'login', currentAddress())}
        >
          {t('renewal.signIn')}
        </a>
      </StatePanel>
    );
  else body = <Renewals />;
  return (
    <div className="pay__view">
      {body}
      {signedIn.status === 'done' ? <SupportLine /> : null}
    </div>
  );
}

/** The API could not answer; `returning`: back from the provider, so whether it was paid is unknown. */
function Unavailable({ retry, returning = false }: { retry: () => void; returning?: boolean }) {
  const { t } = useTranslation('pay');
  return (
    <Notice
      tone="error"
      actions={
        <Button variant="secondary" onPress={retry}>
          {t('retry')}
        </Button>
      }
    >
      {returning ? t('checkFailed') : t('unavailable')}
    </Notice>
  );
}

type View =
  | { status: 'loading'; returning: boolean }
  | { status: 'unavailable'; returning: boolean }
  | { status: 'ready'; renewals: Renewal[]; result: PaymentSession | null };

function Renewals() {
  const { t } = useTranslation('pay');
  const { api } = useAppServices();
  const [view, setView] = useState<View>(() => ({
    status: 'loading',
    returning: sessionFromSearch(location.search) !== null,
  }));
  const [focusKey, setFocusKey] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const sessionId = sessionFromSearch(location.search);
    const result = async (): Promise<PaymentSession | null> => {
      if (!sessionId) return null;
      try {
        const answer = await readSession(api, sessionId, signal);
        return answer.purpose === 'renewal' ? answer : null;
      } catch (error) {
        if (asApiError(error).kind === 'not-found') return null;
        throw error;
      }
    };
    // The session first: reading it applies the result, so the list that follows shows it.
    result()
      .then(async (session) => ({ session, list: await readRenewals(api, signal) }))
      .then(
        ({ session, list }) => {
          if (signal.aborted) return;
          if (sessionId && session?.status !== 'pending') settleReturnAddress(null);
          setView({ status: 'ready', renewals: list.renewals, result: session });
          if (sessionId || attempt > 0) setFocusKey((n) => n + 1);
        },
        (error: unknown) => {
          if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
          setView({ status: 'unavailable', returning: sessionId !== null });
        },
      );
    return () => controller.abort();
  }, [api, attempt]);

  if (view.status === 'loading') return <Loading label={view.returning ? t('checking') : t('loading')} />;
  if (view.status === 'unavailable')
    return <Unavailable retry={() => setAttempt((n) => n + 1)} returning={view.returning} />;
  const open = view.renewals.filter((r) => r.status === 'open');
  const paid = view.renewals.filter((r) => r.status === 'paid');
  const result = view.result;
  const done = result?.status === 'authorised' || result?.status === 'captured';
  const resultTitle = result
    ? done
      ? t('renewal.paidTitle')
      : result.status === 'pending'
        ? t('link.pendingTitle')
        : t('renewal.refusedTitle')
    : '';
  // Without a result to report, a read after "try again" moves the focus to the list's heading.
  const listFocus = result ? 0 : focusKey;
  return (
    <>
      <Announcer text={focusKey > 0 ? resultTitle || t('renewal.openTitle') : ''} />
      {result ? (
        <StatePanel
          id="pay-state-title"
          title={resultTitle}
          state={done ? 'paid' : result.status === 'pending' ? 'pending' : 'refused'}
          focusKey={focusKey}
          tone={done ? 'done' : 'problem'}
        >
          <p className={done ? undefined : 'pay__reason'}>
            {done
              ? t('renewal.paidText')
              : result.status === 'pending'
                ? t('link.pendingText')
                : (result.message ?? t('refusedFallback'))}
          </p>
          {result.status === 'pending' ? (
            <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
              {t('link.checkAgain')}
            </Button>
          ) : null}
        </StatePanel>
      ) : null}
      <StatePanel id="pay-open-title" title={t('renewal.openTitle')} state="open" focusKey={listFocus}>
        {open.length === 0 ? (
          <p>{t('renewal.none')}</p>
        ) : (
          <ul className="pay__renewals">
            {open.map((renewal) => (
              <OpenRenewal key={renewal.id} renewal={renewal} reload={() => setAttempt((n) => n + 1)} />
            ))}
          </ul>
        )}
      </StatePanel>
      {paid.length > 0 ? (
        <section aria-labelledby="pay-paid-title" className="pay__state">
          <h2 id="pay-paid-title" className="pay__title">
            {t('renewal.paidListTitle')}
          </h2>
          <ul className="pay__renewals">
            {paid.map((renewal) => (
              <PaidRenewal key={renewal.id} renewal={renewal} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function OpenRenewal({ renewal, reload }: { renewal: Renewal; reload: () => void }) {
  const { t } = useTranslation('pay');
  const { api, format } = useAppServices();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = format.money(renewal.amount);
  const renew = async () => {
    setLeaving(true);
    setProblem(null);
    try {
      const session = await startRenewalPayment(api, renewal.id, returnUrl());
      const address = providerAddress(session.redirectUrl);
      if (!address) throw new ApiError(200, 'invalid_response', 'no provider page', {}, 'invalid-answer');
      goToProvider(address);
    } catch (caught) {
      setLeaving(false);
      const error = asApiError(caught);
      // Paid meanwhile (another tab): the list shows it.
      if (error.code === 'renewal_paid') reload();
      else setProblem(failureMessage(error, t('unavailable')));
    }
  };
  return (
    <li className="pay__renewal">
      <h3 className="pay__subtitle">{renewal.description}</h3>
      <dl className="pay__facts">
        <div className="pay__amount">
          <dt>{t('renewal.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('renewal.reason')}</dt>
          <dd>{renewal.message ?? t('refusedFallback')}</dd>
        </div>
      </dl>
      <p>{t('renewal.attempts', { attempts: renewal.attempts })}</p>
      <div className="pay__action">
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <Button onPress={renew} isDisabled={leaving} className="pay__button">
          {t('renewal.renew', { amount })}
        </Button>
        {leaving ? <Loading label={t('leaving')} /> : null}
        <p className="pay__secure">{t('secure')}</p>
      </div>
    </li>
  );
}

function PaidRenewal({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation('pay');
  const { format } = useAppServices();
  return (
    <li className="pay__renewal pay__renewal--paid">
      <h3 className="pay__subtitle">{renewal.description}</h3>
      <p>
        {format.money(renewal.amount)}
        {renewal.paidAt ? ` · ${t('renewal.paidOn', { date: format.day(renewal.paidAt) })}` : null}
      </p>
    </li>
  );
}
