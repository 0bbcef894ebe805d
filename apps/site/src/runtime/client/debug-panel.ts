// The debug panel (spec §4), loaded only in debug mode: market, language, layout, build hash and
// the version of each mounted app, in a slim bar at the very end of the page. Apps are read from their containers: data-app-version (set by the
// app host when it mounts one) or else data-app-state; the panel follows changes of both.
import { containerSelector } from './navigation.ts';
import { readPageMeta } from './page-meta.ts';

const panelAttr = 'data-rental-debug';

export interface DebugInfo {
  market: string;
  language: string;
  layout: string;
  build: string;
  apps: Array<{ container: string; app: string; version: string }>;
}

export function collectDebugInfo(doc: Document, runningBuild: string): DebugInfo {
  const meta = readPageMeta(doc);
  const apps = [...doc.querySelectorAll<HTMLElement>(containerSelector)]
    .filter((el) => el.dataset.app)
    .map((el) => ({
      container: el.id,
      app: el.dataset.app ?? '',
      version: el.dataset.appVersion ?? el.dataset.appState ?? 'not mounted',
    }));
  return {
    market: [meta.site, meta.country].filter(Boolean).join(' / ') || 'unknown',
    language: meta.language || 'unknown',
    layout: meta.layout === undefined ? 'none (not a content page)' : meta.layout || 'empty',
    build: runningBuild || 'unknown',
    apps,
  };
}

export function renderDebugPanel(doc: Document, runningBuild: string): HTMLElement {
  doc.querySelector(`[${panelAttr}]`)?.remove();
  const info = collectDebugInfo(doc, runningBuild);
  const panel = doc.createElement('aside');
  panel.setAttribute(panelAttr, '');
  panel.setAttribute('aria-label', 'Debug');
  // In the flow after everything else, never fixed over the page: debug mode is on for every local host
  // name (spec §4), and a chip laid over the page covered its text at 375 px (issue 23).
  panel.style.cssText =
    'display:block;position:static;margin:0;font:12px/1.4 ui-monospace,monospace;background:#111;color:#fff;padding:4px var(--page-gutter,8px)';
  const details = doc.createElement('details');
  const summary = doc.createElement('summary');
  summary.textContent = 'Debug';
  summary.style.cursor = 'pointer';
  const list = doc.createElement('dl');
  list.style.cssText = 'margin:4px 0;display:grid;grid-template-columns:auto 1fr;gap:2px 8px';
  const row = (term: string, value: string, name: string) => {
    const dt = doc.createElement('dt');
    dt.textContent = term;
    const dd = doc.createElement('dd');
    dd.textContent = value;
    dd.style.margin = '0';
    dd.dataset.debug = name;
    list.append(dt, dd);
  };
  row('Market', info.market, 'market');
  row('Language', info.language, 'language');
  row('Layout', info.layout, 'layout');
  row('Build', info.build, 'build');
  if (info.apps.length === 0) row('Apps', 'none on this page', 'apps');
  for (const app of info.apps)
    row(`App ${app.app}`, `${app.version} (#${app.container})`, `app-${app.container}`);
  details.append(summary, list);
  panel.append(details);
  doc.body.append(panel);
  return panel;
}

/** Re-renders the panel when a container's app state or version changes (apps mount after page load). */
export function watchApps(doc: Document, render: () => void): void {
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled || !doc.querySelector(`[${panelAttr}]`)) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      if (doc.querySelector(`[${panelAttr}]`)) render();
    }, 50);
  }).observe(doc.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-app-state', 'data-app-version'],
  });
}
