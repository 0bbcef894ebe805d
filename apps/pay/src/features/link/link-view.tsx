// The pay page (issue 21, `/pay#token=…`): a customer who got a payment link by e-mail sees what the
// payment is for (the booking, its car and dates, or the agent's description), the amount in the market's
// format and until when the link can be paid, and one button that takes them to the provider's secure page.
// Back from there ('?payment_session=…') the page says how it went: paid, refused with the reason and a
// way to try again, or still processing. A paid, expired, cancelled or unknown link is said plainly.
import { ApiError, asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import {
  type PaymentLink,
  type PaymentSession,
  readLink,
  readSession,
  startLinkPayment,
} from '../../shared/pay-api.ts';
import {
  forgetToken,
  goToProvider,
  keepToken,
  keptToken,
  providerAddress,
  returnUrl,
  sessionFromSearch,
  settleReturnAddress,
  tokenFromHash,
} from '../../shared/payment-return.ts';
import { Announcer, StatePanel } from '../../shared/state-panel.tsx';
import { failureMessage, SupportLine } from '../../shared/support-line.tsx';
import { type LinkState, stateAfterReturn, stateOfLink } from './link-state.ts';

type View =
  | { status: 'loading'; returning: boolean }
  /** The API could not answer; `returning`: back from the provider, so whether it was paid is unknown. */
  | { status: 'unavailable'; returning: boolean }
  | { status: 'ready'; state: LinkState };

/** Answers of the pay call that say the link can no longer be paid, with the state they mean. */
const closedCodes: Readonly<Record<string, LinkState['kind']>> = {
  payment_link_paid: 'paid',
  payment_link_expired: 'expired',
  payment_link_cancelled: 'cancelled',
  payment_link_not_found: 'not-found',
};

export function LinkView() {
  const { t } = useTranslation('pay');
  const { api } = useAppServices();
  const [view, setView] = useState<View>(() => ({
    status: 'loading',
    returning: typeof location !== 'undefined' && sessionFromSearch(location.search) !== null,
  }));
  // Moves the focus to the next state's heading (0: the first load leaves the focus where it is).
  const [focusKey, setFocusKey] = useState(0);
  const [attempt, setAttempt] = useState(0);

  // Another link opened in the same tab (only the hash changes: no new page load) is read at once.
  useEffect(() => {
    const reread = () => {
      setView({ status: 'loading', returning: false });
      setAttempt((n) => n + 1);
    };
    window.addEventListener('hashchange', reread);
    return () => window.removeEventListener('hashchange', reread);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const sessionId = sessionFromSearch(location.search);
    const token = tokenFromHash(location.hash) ?? (sessionId ? keptToken() : null);
    const link = async (): Promise<PaymentLink | null> => {
      if (!token) return null;
      try {
        return await readLink(api, token, signal);
      } catch (error) {
        if (asApiError(error).kind === 'not-found') return null;
        throw error;
      }
    };
    const session = async (): Promise<PaymentSession | null> => {
      if (!sessionId) return null;
      try {
        const answer = await readSession(api, sessionId, signal);
        return answer.purpose === 'link' ? answer : null;
      } catch (error) {
        // An unknown session (an old or edited address): show the link as it is.
        if (asApiError(error).kind === 'not-found') return null;
        throw error;
      }
    };
    Promise.all([session(), link()]).then(
      ([result, found]) => {
        if (signal.aborted) return;
        const state = result
          ? stateAfterReturn(result, found, token)
          : found && token
            ? stateOfLink(found, token)
            : ({ kind: 'not-found' } as const);
        if (sessionId && state.kind !== 'pending') {
          // The result is known: a reload shows the link, not this return again.
          settleReturnAddress(token);
          forgetToken();
        }
        setView({ status: 'ready', state });
        if (sessionId || attempt > 0) setFocusKey((n) => n + 1);
      },
      (error: unknown) => {
        if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setView({ status: 'unavailable', returning: sessionId !== null });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const show = useCallback((state: LinkState) => {
    setView({ status: 'ready', state });
    setFocusKey((n) => n + 1);
  }, []);

  let body: React.ReactNode;
  let announce = '';
  if (view.status === 'loading') body = <Loading label={view.returning ? t('checking') : t('loading')} />;
  else if (view.status === 'unavailable')
    body = (
      <Notice
        tone="error"
        actions={
          <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        }
      >
        {view.returning ? t('checkFailed') : t('unavailable')}
      </Notice>
    );
  else {
    body = (
      <StateOf state={view.state} focusKey={focusKey} show={show} recheck={() => setAttempt((n) => n + 1)} />
    );
    announce = focusKey > 0 ? titleOf(view.state, t) : '';
  }
  return (
    <div className="pay__view">
      <Announcer text={announce} />
      {body}
      {view.status === 'loading' ? null : <SupportLine />}
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function titleOf(state: LinkState, t: T): string {
  switch (state.kind) {
    case 'open':
      return t('link.openTitle');
    case 'paid':
      return t('link.paidTitle');
    case 'expired':
      return t('link.expiredTitle');
    case 'cancelled':
      return t('link.cancelledTitle');
    case 'not-found':
      return t('link.notFoundTitle');
    case 'refused':
      return t('link.refusedTitle');
    case 'pending':
      return t('link.pendingTitle');
  }
}

interface StateProps {
  state: LinkState;
  focusKey: number;
  show: (state: LinkState) => void;
  /** Reads the session's result again (still processing). */
  recheck: () => void;
}

function StateOf({ state, focusKey, show, recheck }: StateProps) {
  const { t } = useTranslation('pay');
  const { format } = useAppServices();
  const title = titleOf(state, t);
  const panel = { id: 'pay-state-title', title, state: state.kind, focusKey };
  switch (state.kind) {
    case 'open':
      return (
        <StatePanel {...panel}>
          <LinkFacts link={state.link} />
          <PayButton link={state.link} token={state.token} show={show} />
        </StatePanel>
      );
    case 'paid':
      return (
        <StatePanel {...panel} tone="done">
          <p>
            {state.amount
              ? t('link.paidText', { amount: format.money(state.amount) })
              : t('link.paidTextNoAmount')}
          </p>
        </StatePanel>
      );
    case 'expired':
    case 'cancelled':
    case 'not-found': {
      const text = {
        expired: 'link.expiredText',
        cancelled: 'link.cancelledText',
        'not-found': 'link.notFoundText',
      } as const;
      return (
        <StatePanel {...panel}>
          <p>{t(text[state.kind])}</p>
        </StatePanel>
      );
    }
    case 'refused':
      return (
        <StatePanel {...panel} tone="problem">
          <p className="pay__reason">{state.message ?? t('refusedFallback')}</p>
          {state.link && state.token ? (
            <>
              <LinkFacts link={state.link} />
              <PayButton link={state.link} token={state.token} show={show} />
            </>
          ) : (
            <p>{t('link.notFoundText')}</p>
          )}
        </StatePanel>
      );
    case 'pending':
      return (
        <StatePanel {...panel}>
          <p>{t('link.pendingText')}</p>
          <Button variant="secondary" onPress={recheck}>
            {t('link.checkAgain')}
          </Button>
        </StatePanel>
      );
  }
}

/** What the payment is for: the agent's description, the booking with its car and dates, the amount, the expiry. */
function LinkFacts({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('pay');
  const { format } = useAppServices();
  const booking = link.reservation;
  return (
    <>
      <dl className="pay__facts">
        <div>
          <dt>{t('link.what')}</dt>
          <dd>{link.description}</dd>
        </div>
        {booking ? (
          <>
            <div>
              <dt>{t('link.booking')}</dt>
              <dd>{booking.number}</dd>
            </div>
            <div>
              <dt>{t('link.car')}</dt>
              <dd>{booking.model}</dd>
            </div>
            <div>
              <dt>{t('link.pickup')}</dt>
              <dd>
                {t('link.place', {
                  branch: booking.pickup.branch,
                  date: format.wallClock(booking.pickup.at),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('link.return')}</dt>
              <dd>
                {t('link.place', {
                  branch: booking.return.branch,
                  date: format.wallClock(booking.return.at),
                })}
              </dd>
            </div>
          </>
        ) : null}
        <div className="pay__amount">
          <dt>{t('link.amount')}</dt>
          <dd>{format.money(link.amount)}</dd>
        </div>
      </dl>
      <p>{t('link.expires', { date: format.moment(link.expiresAt) })}</p>
    </>
  );
}

/** The one primary action: a payment session for the link, then the provider's page. */
function PayButton({
  link,
  token,
  show,
}: {
  link: PaymentLink;
  token: string;
  show: (s: LinkState) => void;
}) {
  const { t } = useTranslation('pay');
  const { api, format } = useAppServices();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = async () => {
    setLeaving(true);
    setProblem(null);
    try {
      const session = await startLinkPayment(api, token, returnUrl());
      const address = providerAddress(session.redirectUrl);
      if (!address) throw new ApiError(200, 'invalid_response', 'no provider page', {}, 'invalid-answer');
      keepToken(token);
      goToProvider(address);
    } catch (caught) {
      setLeaving(false);
      const error = asApiError(caught);
      const closed = closedCodes[error.code];
      if (closed === 'paid') show({ kind: 'paid', amount: link.amount });
      else if (closed === 'expired' || closed === 'cancelled' || closed === 'not-found')
        show({ kind: closed });
      else setProblem(failureMessage(error, t('unavailable')));
    }
  };
  return (
    <div className="pay__action">
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <Button onPress={pay} isDisabled={leaving} className="pay__button">
        {t('link.pay', { amount: format.money(link.amount) })}
      </Button>
      {leaving ? <Loading label={t('leaving')} /> : null}
      <p className="pay__secure">{t('secure')}</p>
    </div>
  );
}
