// The consent namespace: every locale complete, and the fallback each site language gets.
import { supportedLocales } from '@rental/i18n';
import { locales } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.ts';
import { consentResources, consentStrings } from './strings.ts';

describe('consent strings', () => {
  it('has exactly the translated locales (the eleven of spec §9 and one per further site language)', () => {
    expect(Object.keys(consentResources).sort()).toEqual([...supportedLocales].sort());
  });

  it.each(supportedLocales.map((l) => [l]))('%s has every key of en-US, none empty', (locale) => {
    const strings = consentResources[locale];
    expect(Object.keys(strings ?? {}).sort()).toEqual(Object.keys(enUS).sort());
    for (const value of Object.values(strings ?? {})) expect(value.trim()).not.toBe('');
  });

  it.each([
    ['de-DE', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-CH'],
    ['fr-BE', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['en-IE', 'en-GB'],
    ['en-CA', 'en-US'],
    ['es-US', 'es-ES'],
    ['nl-BE', 'nl-BE'],
    ['ar-EG', 'ar-SA'],
    ['pt-BR', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['nb-NO', 'nb-NO'],
    ['no', 'nb-NO'],
    ['zh-TW', 'en-US'],
    ['not a locale', 'en-US'],
  ])('%s reads %s', (locale, resolved) => {
    expect(consentStrings(locale).locale).toBe(resolved);
  });

  it('gives every market locale a banner', () => {
    for (const locale of locales) expect(consentStrings(locale).strings.acceptAll).not.toBe('');
  });

  it('German-speaking Switzerland writes ss, never ß', () => {
    expect(Object.values(consentResources['de-CH'] ?? {}).join(' ')).not.toContain('ß');
  });
});
