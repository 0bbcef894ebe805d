// The experiments runtime in the browser (issue 25, ADR 022), a chunk of its own: loaded on pages with an
// experiment digest (loader.ts) and when an app mounts (the host's `experiments`). Per page view it reads
// the inline decision from `<html>`, fetches the live datafile (no-cache: the browser revalidates with its
// ETag; 1.5 s, else the build's datafile) and writes the kill list the next page's inline decision
// honours; it gives the host a live `AppExperiments` forced to the page's inline decisions, and sends
// exposures and conversions only with the visitor's performance consent.
import type { Schemas } from '@rental/api-client';
import type { Datafile } from '@rental/experiments';
import { digestId, killListKey, mobileQuery, readDecisions, visitorIdFrom } from '@rental/experiments/inline';
import { flagsOffKey } from '@rental/experiments/names';
import type { PageDigest } from '@rental/experiments/page';
import { type ExperimentAttributes, normalizePath } from '@rental/experiments/payload';
import type { AppExperiments } from '@rental/remote-apps';
import type { ConsentWindow } from '../consent/rules.ts';

/** How long a page waits for the live datafile before it uses the build's (contract issue 25). */
export const datafileTimeoutMs = 1500;
/** The build's datafile, on every site (pages/[site]/experiments-datafile.json.ts). */
export const buildDatafilePath = '/experiments-datafile.json';
/** The event consent/client.ts sends after each answer (its `consentEvent`; pinned by runtime.test.ts). */
export const consentEventName = 'rental:consent';
/** The API takes at most this many events per request. */
const eventsPerRequest = 20;

/** One event as `POST /v1/experiments/events` takes it (the API's OpenAPI document, a type only). */
export type ExperimentEvent = Schemas['ExperimentEvents']['events'][number];

type LiveDatafile = Pick<Datafile, 'revision' | 'experiments' | 'flags'>;

/** What the runtime knows of the current page view. */
interface PageView {
  /** The address without its hash when it started: a mount on the same page shares its datafile. */
  href: string;
  digest: PageDigest | undefined;
  decisions: Record<string, string>;
  path: string;
  api: string;
  country: string;
  locale: string;
  /** The live datafile, or undefined when it did not come in time. */
  live: Promise<LiveDatafile | undefined>;
  /** Whether its exposures were recorded (pageView ran for it). */
  viewed: boolean;
}

/** Events waiting for the visitor's answer to the banner (this page view's only). */
let pending: ExperimentEvent[] = [];
/** Exposures sent from this document already (experiment:variation). */
const sentExposures = new Set<string>();
let view: PageView | undefined;
let listening = false;

function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** A light check of the API's answer (the API validated it with the schema; this keeps us from crashing). */
export function isDatafile(value: unknown): value is LiveDatafile {
  if (typeof value !== 'object' || value === null) return false;
  const { revision, experiments, flags } = value as Record<string, unknown>;
  return (
    typeof revision === 'number' &&
    Array.isArray(experiments) &&
    Array.isArray(flags) &&
    experiments.every(
      (e) =>
        typeof e?.key === 'string' &&
        (e.status === 'running' || e.status === 'stopped') &&
        Array.isArray(e.variations),
    ) &&
    flags.every((f) => typeof f?.key === 'string' && typeof f.enabled === 'boolean' && Array.isArray(f.rules))
  );
}

async function getDatafile(url: string): Promise<LiveDatafile | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), datafileTimeoutMs);
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'omit', signal: controller.signal });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isDatafile(body) ? body : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The kill list after a live datafile: keys it stops, and keys the page knew that it no longer has, join
 * the list; keys it runs leave it. Other keys stay as they were (another page may know them).
 */
export function nextKillList(
  previous: readonly string[],
  live: Pick<Datafile, 'experiments'>,
  known: readonly string[],
): string[] {
  const running = new Set(live.experiments.filter((e) => e.status === 'running').map((e) => e.key));
  const liveKeys = new Set(live.experiments.map((e) => e.key));
  const next = new Set(previous.filter((key) => !running.has(key)));
  for (const e of live.experiments) if (e.status !== 'running') next.add(e.key);
  for (const key of known) if (!liveKeys.has(key)) next.add(key);
  return [...next].sort();
}

/** Keeps the flags the live datafile turns off, for a mount whose live answer is late (mount-experiments.ts). */
function writeFlagsOff(live: LiveDatafile): void {
  try {
    const off = live.flags.filter((f) => !f.enabled).map((f) => f.key);
    if (off.length > 0) localStorage.setItem(flagsOffKey, JSON.stringify(off));
    else localStorage.removeItem(flagsOffKey);
  } catch {
    // storage blocked: a late mount then has every flag on
  }
}

function writeKillList(live: LiveDatafile, known: readonly string[]): void {
  try {
    let previous: unknown = JSON.parse(localStorage.getItem(killListKey) ?? '[]');
    if (!Array.isArray(previous)) previous = [];
    const next = nextKillList(
      (previous as unknown[]).filter((k): k is string => typeof k === 'string'),
      live,
      known,
    );
    if (next.length > 0) localStorage.setItem(killListKey, JSON.stringify(next));
    else localStorage.removeItem(killListKey);
  } catch {
    // storage blocked: the inline decision cannot read a kill list either
  }
}

/** The visitor's answer as the consent client publishes it: true (performance accepted), false (limited use) or undefined (none yet). */
function performanceConsent(): boolean | undefined {
  return (window as ConsentWindow).rentalConsent?.performance;
}

function send(api: string, events: readonly ExperimentEvent[]): void {
  const visitorId = visitorIdFrom(document.cookie);
  if (!visitorId || events.length === 0) return;
  for (let i = 0; i < events.length; i += eventsPerRequest) {
    // keepalive: a conversion right before the visitor leaves still arrives.
    void fetch(`${api}/v1/experiments/events`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId, events: events.slice(i, i + eventsPerRequest) }),
    }).catch(() => {});
  }
}

/** Queues an event: sent now with performance consent, kept until the answer without one, dropped with limited use. */
function record(event: ExperimentEvent): void {
  if (event.kind === 'exposure') {
    const key = `${event.experiment}:${event.variation}`;
    if (sentExposures.has(key)) return;
  }
  const consent = performanceConsent();
  if (consent === false) return;
  if (consent === undefined) {
    pending.push(event);
    return;
  }
  if (event.kind === 'exposure') sentExposures.add(`${event.experiment}:${event.variation}`);
  send(currentView().api, [event]);
}

function onConsent(event: Event): void {
  const events = pending;
  pending = [];
  if (!(event as CustomEvent<{ performance?: boolean }>).detail?.performance) return;
  for (const e of events) if (e.kind === 'exposure') sentExposures.add(`${e.experiment}:${e.variation}`);
  send(currentView().api, events);
}

/** The page's address; an app's hash route (`#/offers`) stays on the page. */
const here = () => location.href.split('#')[0] ?? '';

function readView(): PageView {
  const context = readJson<{ apiBaseUrl?: string; locale?: string; market?: { country?: string } }>(
    'app-context',
  );
  const digest = readJson<PageDigest>(digestId);
  const api = context?.apiBaseUrl ?? '/api';
  const live = getDatafile(`${api}/v1/experiments/datafile`).then((datafile) => {
    if (datafile) {
      writeKillList(datafile, digest?.known ?? []);
      writeFlagsOff(datafile);
    }
    return datafile;
  });
  return {
    href: here(),
    digest,
    decisions: readDecisions(document.documentElement, digest?.known ?? []),
    path: normalizePath(location.pathname),
    api,
    country: context?.market?.country ?? '',
    locale: context?.locale ?? document.documentElement.lang,
    live,
    viewed: false,
  };
}

function currentView(): PageView {
  if (!listening) {
    listening = true;
    window.addEventListener(consentEventName, onConsent);
  }
  if (!view || view.href !== here()) {
    // A new address is a new page view: what waited for the banner's answer on the last one is dropped.
    pending = [];
    view = readView();
  }
  return view;
}

/** A page view (loader.ts, on every page load with a digest): its exposures and the datafile check. */
export function pageView(): void {
  // The host may have started this page view's client first; a second load of one address is a new view.
  if (view?.href === here() && view.viewed) view = undefined;
  const current = currentView();
  if (current.viewed) return;
  current.viewed = true;
  const at = new Date().toISOString();
  for (const [experiment, variation] of Object.entries(current.decisions))
    record({ kind: 'exposure', experiment, variation, path: current.path, at });
}

let buildDatafile: Promise<LiveDatafile | undefined> | undefined;

/** The live `AppExperiments` of the current page for the host (one decision per page view). */
export async function pageExperiments(): Promise<AppExperiments> {
  const current = currentView();
  const client = import('@rental/experiments/client');
  // Awaited below; without a datafile it is not, and its failure (offline) must not go unhandled.
  client.catch(() => {});
  let datafile = await current.live;
  if (!datafile) {
    buildDatafile ??= getDatafile(buildDatafilePath);
    datafile = await buildDatafile;
    // A failed read is tried again at the next mount.
    if (!datafile) buildDatafile = undefined;
  }
  if (!datafile) throw new Error('neither the live nor the build datafile could be read');
  const attributes: ExperimentAttributes = {
    id: visitorIdFrom(document.cookie) ?? '',
    country: current.country,
    locale: current.locale,
    path: current.path,
    deviceType: matchMedia(mobileQuery).matches ? 'mobile' : 'desktop',
  };
  const { createExperimentClient } = await client;
  const experiments = createExperimentClient({
    datafile,
    attributes,
    page: { keys: current.digest?.known ?? [], decisions: current.decisions },
    onExposure: (experiment, variation) =>
      record({ kind: 'exposure', experiment, variation, path: current.path, at: new Date().toISOString() }),
  });
  return {
    variations: (experiment) => experiments.variations(experiment),
    isOn: (flag) => experiments.isOn(flag),
    track: (goal) => record({ kind: 'conversion', goal, path: current.path, at: new Date().toISOString() }),
  };
}
