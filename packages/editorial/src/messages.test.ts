import { describe, expect, it } from 'vitest';
import { ERROR_IDS, LOCALES } from './errors.ts';
import { lint } from './lint.ts';
import { formatMessage, MESSAGES } from './messages.ts';

describe('error messages', () => {
  it.each(LOCALES)('%s has a message for every error id', (locale) => {
    for (const id of ERROR_IDS) expect(MESSAGES[locale][id], `${locale} ${id}`).toMatch(/\S.{20,}/);
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...ERROR_IDS].sort());
  });

  // spec §8 gives these two texts; the second is followed by the valid seasons.
  it('pins the spec wording in en-US', () => {
    expect(formatMessage('html-not-allowed')).toBe(
      'Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.',
    );
    expect(formatMessage('unknown-season')).toMatch(/^The season entered is not recognized\./);
  });

  it.each(LOCALES)('%s lists the valid seasons in the unknown-season message', (locale) => {
    const message = formatMessage('unknown-season', {}, locale);
    for (const season of ['winter', 'spring', 'summer', 'autumn']) expect(message).toContain(season);
  });

  it.each([
    ['en-US', 'recognized'],
    ['en-GB', 'recognised'],
    ['en-NZ', 'recognised'],
    ['en-AU', 'recognised'],
    ['de-DE', 'nicht erkannt'],
    ['de-CH', 'nicht erkannt'],
    ['nl-NL', 'niet herkend'],
    ['nl-BE', 'niet herkend'],
    ['fr-FR', 'n’est pas reconnue'],
    ['es-ES', 'No se reconoce'],
    ['it-IT', 'non è riconosciuta'],
  ] as const)('%s words the unknown season in its language', (locale, words) => {
    expect(formatMessage('unknown-season', {}, locale)).toContain(words);
  });

  it('writes ss for ß in Swiss German', () => {
    expect(formatMessage('footnote-empty', { number: '2' }, 'de-DE')).toContain('Fußnote 2');
    expect(formatMessage('footnote-empty', { number: '2' }, 'de-CH')).toContain('Fussnote 2');
  });

  it('fills every placeholder and keeps shortcode syntax literal', () => {
    for (const locale of LOCALES)
      for (const id of ERROR_IDS) {
        const message = formatMessage(
          id,
          { heading: 'H', raw: '{{x}}', name: 'n', number: '3', expected: '2', appProtocol: 'sixt' },
          locale,
        );
        expect(message, `${locale} ${id}`).not.toMatch(/(?<!\{)\{[a-z]+\}(?!\})/);
      }
    expect(formatMessage('unknown-shortcode', { raw: '{{x}}' })).toContain('{{year}}, {{branchName}}');
  });

  it('does not re-read placeholders inside an editor’s text', () => {
    expect(formatMessage('heading-without-text', { heading: '{number}' }, 'en-US')).toContain('"{number}"');
  });

  it('mentions the heading, the footnote numbers and the tenant protocol', () => {
    const [heading] = lint('# Prices\n## Sub\ntext');
    expect(heading?.message).toBe(
      'The heading "Prices" must be followed by text. Add text below it or remove the heading.',
    );
    const [gap] = lint('# T\nA[^1] B[^2]\n[^1]: a\n[^3]: c\n[^2]: b').filter((e) => e.id === 'footnote-gap');
    expect(gap?.message).toContain('footnote 2 should come next, but footnote 3 was found');
    const [url] = lint('# T\n[a](sixt://x)', { appProtocol: 'kestrel' });
    expect(url?.message).toContain('(kestrel://…)');
  });

  it('lints in the editor’s language', () => {
    expect(lint('<b>', { lang: 'it-IT' }).map((e) => e.message)).toContain(
      'Il testo contiene codice HTML, che non è consentito. Rimuovi il codice HTML per continuare.',
    );
  });
});
