// The return's steps (issue 22 §2): odometer and level, the four photos, new damages, the return location,
// the summary that sends. Each is a hash step ('#/booking/{number}/{step}'); a step whose earlier steps are
// not done shows the first one missing instead. Every answer goes to the phone's store as it is given
// (use-draft.ts), so a reload at any step shows everything again; after "send" the outbox reports here:
// sending, saved on the phone, refused (the step it is about, its field), or returned.
import { useTranslation } from '@rental/i18n';
import type { HashRoute } from '@rental/remote-apps/react';
import { Button, Loading, Notice } from '@rental/ui';
import { useEffect, useRef, useState } from 'react';
import type { Route } from '../../app/routes.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import type { CheckOut } from './check-out-api.ts';
import { DamagesStep } from './damages-step.tsx';
import { type Draft, reachableStep, type Step, stepDone, steps } from './draft.ts';
import { LocationStep } from './location-step.tsx';
import { OdometerStep } from './odometer-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { Returned } from './returned.tsx';
import { SummaryStep } from './summary-step.tsx';
import { type DraftState, useDraft } from './use-draft.ts';

interface Props {
  number: string;
  /** The API's check-out; null when it could not be read (no connection). */
  checkOut: CheckOut | null;
  routing: HashRoute<Route>;
  /** Read the check-out again. */
  onUnavailable: () => void;
}

export function ReturnSteps({ number, checkOut, routing, onUnavailable }: Props) {
  const { t } = useTranslation('check-out');
  const { api } = useAppServices();
  const state = useDraft(api, number, checkOut);
  const online = useOnline();
  const { draft } = state;
  if (!draft) return <Loading label={t('loading')} />;
  if (draft.result && draft.checkOut)
    return (
      <Returned
        number={number}
        checkOut={draft.checkOut}
        result={draft.result}
        focus
        damages={draft.damages.length}
      />
    );
  if (!draft.checkOut)
    return (
      <Notice
        tone="error"
        actions={
          <Button variant="secondary" onPress={onUnavailable}>
            {t('retry')}
          </Button>
        }
      >
        {t('unavailable')}
      </Notice>
    );
  return (
    <>
      {online ? null : <Notice>{t('offlineNotice')}</Notice>}
      <Steps draft={draft as Draft & { checkOut: CheckOut }} state={state} routing={routing} />
    </>
  );
}

/** navigator.onLine, following the online and offline events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** What every step gets. */
export interface StepProps {
  draft: Draft & { checkOut: CheckOut };
  update: DraftState['update'];
  /** Moves to the next step (after the step's own checks). */
  next: () => void;
  /** The heading's id; the step's heading takes the focus when the step is reached by moving. */
  headingId: string;
  /** The step's heading element's ref, focused on arrival. */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  title: string;
}

function Steps({
  draft,
  state,
  routing,
}: {
  draft: Draft & { checkOut: CheckOut };
  state: DraftState;
  routing: HashRoute<Route>;
}) {
  const { t } = useTranslation('check-out');
  const { route, go, href } = routing;
  const number = draft.number;
  const asked = route.view === 'booking' ? route.step : undefined;
  const step = reachableStep(draft, asked);
  const heading = useRef<HTMLHeadingElement>(null);
  const electric = draft.checkOut.vehicle.fuel === 'electric';
  const titles: Record<Step, string> = {
    odometer: electric ? t('steps.odometerElectric') : t('steps.odometer'),
    photos: t('steps.photos'),
    damages: t('steps.damages'),
    location: t('steps.location'),
    summary: t('steps.summary'),
  };

  // The address names the step shown (a missing or unreachable step is replaced, not pushed).
  useEffect(() => {
    if (asked !== step) go({ view: 'booking', number, step }, { replace: true });
  }, [asked, step, number, go]);

  // Arriving at another step puts the focus on its heading (not the first one shown on load).
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  // A refusal from the outbox shows on its step.
  const seen = useRef(state.sendCount);
  useEffect(() => {
    if (state.sendCount === seen.current) return;
    seen.current = state.sendCount;
    const refusal = draft.refusal;
    if (state.sendState === 'refused' && refusal && refusal.step !== step)
      go({ view: 'booking', number, step: refusal.step });
  }, [state.sendCount, state.sendState, draft.refusal, step, number, go]);

  const index = steps.indexOf(step);
  const props: StepProps = {
    draft,
    update: state.update,
    next: () => go({ view: 'booking', number, step: steps[Math.min(index + 1, steps.length - 1)]! }),
    headingId: `check-out-step-${step}`,
    headingRef: heading,
    title: titles[step],
  };
  return (
    <>
      <p>{t('booking', { number })}</p>
      <nav aria-label={t('steps.label')}>
        <p className="ui-visually-hidden">
          {t('steps.progress', { current: index + 1, total: steps.length })}
        </p>
        <ol className="check-out__steps">
          {steps.map((s, i) => {
            const open = i === 0 || steps.slice(0, i).every((before) => stepDone(draft, before));
            return (
              <li key={s}>
                {open ? (
                  <a
                    href={href({ view: 'booking', number, step: s })}
                    aria-current={s === step ? 'step' : undefined}
                  >
                    {i + 1}. {titles[s]}
                  </a>
                ) : (
                  <span>
                    {i + 1}. {titles[s]}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {step === 'odometer' ? (
        <OdometerStep {...props} />
      ) : step === 'photos' ? (
        <PhotosStep {...props} />
      ) : step === 'damages' ? (
        <DamagesStep {...props} />
      ) : step === 'location' ? (
        <LocationStep {...props} />
      ) : (
        <SummaryStep {...props} state={state} href={(s) => href({ view: 'booking', number, step: s })} />
      )}
    </>
  );
}
