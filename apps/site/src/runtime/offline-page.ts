// The page the service worker answers with when the network is gone (spec §8 service worker).
// Self-contained (inline style, no scripts) so it renders from the precache alone.
import { translator } from '@rental/i18n/shell';
import type { Site } from '@rental/markets';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The offline page of a site in its default language. */
export function offlinePageHtml(site: Site): string {
  const lang = site.languages[0];
  const locale = lang?.locale ?? 'en-US';
  const t = translator(locale);
  const title = t('offline.title');
  return `<!doctype html><html lang="${escapeHtml(locale)}" dir="${lang?.dir ?? 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:15vh 1.5rem;text-align:center;color:#1a1a1a;background:#fff}h1{font-size:1.5rem}a{color:inherit}</style></head><body><main><h1>${escapeHtml(title)}</h1><p data-offline>${escapeHtml(t('offline.body'))}</p><p><a href="">${escapeHtml(t('error.retry'))}</a></p></main></body></html>`;
}
