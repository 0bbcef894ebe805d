// The check-in view (issue 22, page `/check-in#/booking/{number}[/{step}]`): signed out, the account's
// sign-in that comes back here; without a booking number, a field for it; a booking not in the account,
// adding it by the driver's last name. Then the steps as hash steps — details, vehicle, deposit, done — each
// under a heading that takes the focus when the step changes, with the list of steps above it. Back from the
// payment provider ('?payment_session=…'), the session is read first (that applies the result), then the
// check-in.
import { asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import type { HashRoute } from '@rental/remote-apps/react';
import { Button, Loading, Notice } from '@rental/ui';
import { useEffect, useRef, useState } from 'react';
import type { Route } from '../../app/routes.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { AddBookingForm, BookingNumberForm, SignInPanel, useSignedIn } from '../../shared/booking-access.tsx';
import { Panel } from '../../shared/panel.tsx';
import { type CheckIn, readCheckIn, readSession } from './check-in-api.ts';
import { DepositStep } from './deposit-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { DoneStep } from './done-step.tsx';
import { sessionFromSearch, settleReturnAddress } from './payment-return.ts';
import { canRevisit, STEPS, type Step, stepOf } from './steps.ts';
import { VehicleStep } from './vehicle-step.tsx';

export function CheckInView({ route, navigated, go, href }: HashRoute<Route>) {
  const { t } = useTranslation('check-in');
  const signedIn = useSignedIn();
  let body: React.ReactNode;
  if (signedIn.status === 'idle' || signedIn.status === 'loading') body = <Loading label={t('loading')} />;
  else if (signedIn.status === 'error') body = <Unavailable retry={signedIn.retry} />;
  else if (!signedIn.data) body = <SignInPanel text={t('access.signInText')} />;
  else if (route.view === 'start')
    body = (
      <BookingNumberForm
        intro={t('access.numberText')}
        onNumber={(number) => go({ view: 'booking', number })}
      />
    );
  else
    body = (
      <Booking
        key={route.number}
        number={route.number}
        requested={route.step}
        navigated={navigated}
        go={(step, replace) => go({ view: 'booking', number: route.number, step }, { replace })}
        href={(step) => href({ view: 'booking', number: route.number, step })}
        signedOut={signedIn.retry}
      />
    );
  return <div className="check-in-view">{body}</div>;
}

function Unavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation('check-in');
  return (
    <Notice
      tone="error"
      actions={
        <Button variant="secondary" onPress={retry}>
          {t('retry')}
        </Button>
      }
    >
      {t('unavailable')}
    </Notice>
  );
}

type State =
  | { status: 'loading'; returning: boolean }
  | { status: 'ready'; checkIn: CheckIn }
  | { status: 'not-in-account' }
  | { status: 'refused'; message: string }
  | { status: 'unavailable' };

interface BookingProps {
  number: string;
  requested: string | undefined;
  navigated: boolean;
  go: (step: Step, replace?: boolean) => void;
  href: (step: Step) => string;
  /** The session ended: the view asks again whether the visitor is signed in. */
  signedOut: () => void;
}

function Booking({ number, requested, navigated, go, href, signedOut }: BookingProps) {
  const { t } = useTranslation('check-in');
  const { api, format } = useAppServices();
  const [state, setState] = useState<State>(() => ({
    status: 'loading',
    returning: sessionFromSearch(location.search) !== null,
  }));
  const [attempt, setAttempt] = useState(0);
  const [focusKey, setFocusKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const sessionId = sessionFromSearch(location.search);
    const applyResult = async () => {
      if (!sessionId) return;
      try {
        await readSession(api, sessionId, signal);
      } catch (error) {
        // An unknown session (another tab settled it): the check-in below says where things stand.
        if (asApiError(error).kind !== 'not-found') throw error;
      }
    };
    applyResult()
      .then(() => readCheckIn(api, number, signal))
      .then(
        ({ checkIn }) => {
          if (signal.aborted) return;
          settleReturnAddress();
          setState({ status: 'ready', checkIn });
          if (sessionId || attempt > 0) setFocusKey((n) => n + 1);
        },
        (caught: unknown) => {
          if (signal.aborted || (caught instanceof DOMException && caught.name === 'AbortError')) return;
          const error = asApiError(caught);
          if (error.status === 401) signedOut();
          else if (error.status === 404) setState({ status: 'not-in-account' });
          else if (error.kind === 'invalid-request') setState({ status: 'refused', message: error.message });
          else setState({ status: 'unavailable' });
        },
      );
    return () => controller.abort();
  }, [api, number, attempt, signedOut]);

  const checkIn = state.status === 'ready' ? state.checkIn : null;
  const step = checkIn ? stepOf(requested, checkIn) : null;
  // The address names the step shown (a reload or Back shows the same one).
  useEffect(() => {
    if (step && requested !== step) go(step, true);
  }, [step, requested, go]);
  // A step reached by the visitor's action takes the focus to its heading.
  const shown = useRef<Step | null>(null);
  useEffect(() => {
    if (!step) return;
    if (shown.current !== null && shown.current !== step && navigated) setFocusKey((n) => n + 1);
    shown.current = step;
  }, [step, navigated]);

  if (state.status === 'loading')
    return <Loading label={state.returning ? t('deposit.checking') : t('loading')} />;
  if (state.status === 'unavailable') return <Unavailable retry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'not-in-account')
    return <AddBookingForm number={number} onAdded={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'refused')
    return (
      <Panel id="check-in-step-title" title={t('closed.title')} state="refused" focusKey={0}>
        <p>{state.message}</p>
      </Panel>
    );
  if (!checkIn || !step) return null;
  const update = (next: CheckIn, to: Step) => {
    setState({ status: 'ready', checkIn: next });
    go(to);
  };
  const index = STEPS.indexOf(step);
  const closed = !checkIn.available && checkIn.status !== 'completed';
  return (
    <>
      <p className="check-in-booking">{t('booking', { number, date: format.wallClock(checkIn.pickupAt) })}</p>
      {closed ? (
        <Panel id="check-in-step-title" title={t('closed.title')} state="closed" focusKey={focusKey}>
          <p>{t(`closed.${checkIn.unavailableReason ?? 'too-late'}`)}</p>
        </Panel>
      ) : (
        <>
          <nav aria-label={t('steps.label')} className="check-in-steps">
            <ol>
              {STEPS.map((s, i) => (
                <li
                  key={s}
                  aria-current={s === step ? 'step' : undefined}
                  className={i < index ? 'check-in-steps__done' : undefined}
                >
                  {canRevisit(s, step, checkIn) ? (
                    <a href={href(s)}>{t(`steps.${s}`)}</a>
                  ) : (
                    <span>{t(`steps.${s}`)}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <Panel
            id="check-in-step-title"
            title={
              step === 'done'
                ? t('done.title')
                : t('steps.title', { n: index + 1, count: STEPS.length, name: t(`steps.${step}`) })
            }
            state={step}
            focusKey={focusKey}
          >
            {step === 'details' ? (
              <DetailsStep checkIn={checkIn} onSaved={(next) => update(next, 'vehicle')} />
            ) : step === 'vehicle' ? (
              <VehicleStep number={number} onContinue={() => go('deposit')} />
            ) : step === 'deposit' ? (
              <DepositStep
                checkIn={checkIn}
                hash={href('deposit')}
                onCompleted={(next) => update(next, 'done')}
                onCheckAgain={() => setAttempt((n) => n + 1)}
              />
            ) : (
              <DoneStep checkIn={checkIn} />
            )}
          </Panel>
        </>
      )}
    </>
  );
}
