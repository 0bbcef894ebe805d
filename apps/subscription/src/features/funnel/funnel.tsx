// The subscription funnel of one offer (issue 17, item 2; spec §4), '#/offer/{id}/order/{step}': term,
// mileage package, extras, handover and start date, the customer's details, the summary with the
// server's costs, and the confirmation. Each step has its own address (Back goes to the previous step);
// the choices and what was typed stay in this component while the funnel is open. Loaded as its own
// chunk: the offer list does not carry it.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import { onSessionChange } from '@rental/remote-apps/session';
import { Button, Loading, Notice } from '@rental/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOrderOffer, loadSession, type Order, type SignedInUser } from '../../shared/order-api.ts';
import { OrderStrings } from '../../shared/order-strings.tsx';
import type { FunnelStep, Route } from '../../shared/routes.ts';
import { useSubscription } from '../../shared/services.tsx';
import { ExtrasStep, MileageStep, TermStep } from './choice-steps.tsx';
import { DetailsStep } from './details-step.tsx';
import { type Draft, emptyDraft, storedFunnel } from './draft.ts';
import { HandoverStep } from './handover-step.tsx';
import { SummaryStep } from './summary-step.tsx';

interface Props {
  id: string;
  step: FunnelStep;
  /** The steps in their order (the routes' list: the funnel imports nothing of the list's modules, so it
   * shares no chunk with them). */
  steps: readonly FunnelStep[];
  /** Whether the visitor moved here inside the app: the step's heading then takes the focus. */
  focus: boolean;
  go: (route: Route, options?: { replace?: boolean }) => void;
}

export function Funnel(props: Props) {
  return (
    <OrderStrings>
      <Steps {...props} />
    </OrderStrings>
  );
}

function Steps({ id, step: asked, steps: funnelSteps, focus, go }: Props) {
  // The steps a customer goes through (the confirmation is not counted).
  const counted = funnelSteps.filter((s) => s !== 'done');
  const { t } = useTranslation('subscription');
  const { api, context, cache } = useSubscription();
  const offer = useRequest(
    `offer:${id}`,
    (signal) => loadOrderOffer(api, context.market.country, id, signal),
    {
      cache,
    },
  );
  const session = useRequest('session', (signal) => loadSession(api, signal));
  // A sign-in or sign-out in another app of the page (the header's) is read again; meanwhile, and after
  // an account created at the details step, the customer last known stays (no loading flash).
  useEffect(() => onSessionChange(session.retry), [session.retry]);
  const known = useRef<{ user: SignedInUser | null } | null>(null);
  if (session.status === 'done') known.current = { user: session.data };
  const [signedUp, setSignedUp] = useState<SignedInUser | null>(null);
  // A funnel this tab left (to sign in, or by a reload) goes on where it was.
  const [stored] = useState(() => storedFunnel.read(id));
  const [draft, setDraft] = useState<Draft | null>(stored?.draft ?? null);
  const [passed, setPassed] = useState(stored?.passed ?? 0);
  const [order, setOrder] = useState<Order | null>(null);
  const key = useRef(stored?.idempotencyKey ?? `sub-${crypto.randomUUID()}`);
  useEffect(() => {
    if (draft && !order) storedFunnel.write(id, { passed, idempotencyKey: key.current, draft });
  }, [draft, passed, order, id]);
  const ready = offer.status === 'done' && offer.data !== undefined;
  if (ready && draft === null) setDraft(emptyDraft(String(offer.data!.branch.id)));
  const keep = useCallback((change: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...change } : d)), []);
  // A step is reached only through the ones before it (an address typed or kept from another visit
  // shows the first step not yet passed, and the address says so); the confirmation only after ordering.
  const allowed = asked === 'done' ? order !== null : funnelSteps.indexOf(asked) <= passed;
  const step: FunnelStep = allowed ? asked : (counted[passed] ?? 'term');
  const index = funnelSteps.indexOf(step);
  useEffect(() => {
    if (!allowed) go({ view: 'order', id, step }, { replace: true });
  }, [allowed, go, id, step]);
  const href = (s: FunnelStep) => `#/offer/${encodeURIComponent(id)}/order/${s}`;

  if (
    offer.status === 'loading' ||
    offer.status === 'idle' ||
    (session.status === 'loading' && !known.current)
  )
    return <Loading label={t('loading')} />;
  if (offer.status === 'error' || !offer.data)
    return (
      <div className="subscription-funnel">
        <a href={`#/offer/${encodeURIComponent(id)}`}>{t('funnel.back')}</a>
        <Notice
          tone="error"
          actions={
            offer.status === 'error' ? (
              <Button variant="secondary" onPress={offer.retry}>
                {t('retry')}
              </Button>
            ) : undefined
          }
        >
          {offer.status === 'error' && offer.error.status !== 404
            ? offer.error.message
            : t('detail.notFound')}
        </Notice>
      </div>
    );
  if (!draft) return <Loading label={t('loading')} />;
  const o = offer.data;
  const user = session.status === 'done' ? session.data : (signedUp ?? known.current?.user ?? null);
  const frame = {
    number: index + 1,
    total: counted.length,
    focus,
    backHref: index === 0 ? `#/offer/${encodeURIComponent(id)}` : href(funnelSteps[index - 1]!),
  };
  const next = () => {
    setPassed((p) => Math.max(p, index + 1));
    go({ view: 'order', id, step: funnelSteps[index + 1]! });
  };
  const props = { offer: o, draft, keep, next, frame };
  return (
    <div className="subscription-funnel">
      <p className="subscription-funnel__vehicle">{t('funnel.title', { vehicle: `${o.make} ${o.model}` })}</p>
      {step === 'term' ? (
        <TermStep {...props} />
      ) : step === 'mileage' ? (
        <MileageStep {...props} />
      ) : step === 'extras' ? (
        <ExtrasStep {...props} />
      ) : step === 'handover' ? (
        <HandoverStep {...props} />
      ) : step === 'details' ? (
        <DetailsStep
          // A new form once the customer has signed in or up: it starts with their names.
          key={user?.id ?? 'signed-out'}
          {...props}
          user={user}
          signInHref={accountHref(context.market.links.account, 'login', currentAddress())}
          onSignedUp={setSignedUp}
        />
      ) : step === 'summary' ? (
        <SummaryStep
          offer={o}
          draft={draft}
          frame={frame}
          idempotencyKey={key.current}
          onOrdered={(made) => {
            storedFunnel.remove(id);
            setOrder(made);
            go({ view: 'order', id, step: 'done' });
          }}
        />
      ) : order ? (
        <Confirmation order={order} focus={focus} />
      ) : null}
    </div>
  );
}

function Confirmation({ order, focus }: { order: Order; focus: boolean }) {
  const { t } = useTranslation('subscription');
  const { context } = useSubscription();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="subscription-funnel__step">
      <h2 ref={heading} tabIndex={-1} className="subscription-funnel__title">
        {t('funnel.doneTitle')}
      </h2>
      <p>
        {t('funnel.doneText', {
          number: order.number,
          vehicle: `${order.vehicle.make} ${order.vehicle.model}`,
        })}
      </p>
      <a href={accountHref(context.market.links.account, 'subscriptions')}>{t('funnel.toAccount')}</a>
    </section>
  );
}
