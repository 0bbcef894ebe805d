// The shell namespace (the site's own strings: not-found and error pages, language switcher, layout
// chrome, the fallback of a failed app) and `translator`, the site's build-time `t`. A separate entry
// ('@rental/i18n/shell') so apps, which load through '@rental/i18n', never carry the shell's locales.
import type { TFunction } from 'i18next';
import { createI18n } from './i18n.ts';
import { defaultLocale, normalizeLocale } from './locales.ts';
import { shellNamespace, shellResources } from './resources.ts';

export type { KeyPaths, ShellKey, ShellStrings } from './locales/en-US/shell.ts';
export { shellNamespace, shellResources } from './resources.ts';

const translators = new Map<string, TFunction>();

/**
 * `t` of the shell namespace for one locale, for server-side rendering, through the one loader
 * (createI18n with the shell bundled). Cached per locale: a build rendering thousands of pages creates
 * one instance per locale.
 */
export function translator(locale: string): TFunction {
  const hit = translators.get(locale);
  if (hit) return hit;
  const lng = normalizeLocale(locale) ?? defaultLocale;
  let t = translators.get(lng);
  if (!t) {
    t = createI18n({ locale: lng, namespaces: { [shellNamespace]: { bundled: shellResources } } }).getFixedT(
      lng,
      shellNamespace,
    ) as TFunction;
    translators.set(lng, t);
  }
  // Keyed by the spelling asked for too, so a hot build loop skips the normalisation.
  translators.set(locale, t);
  return t;
}
