// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://de.localhost/flotte"}
// The inlined first opening of the banner agrees with parseChoice and the read-first pages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentIds, consentInlineScript } from './inline.ts';
import { maxAgeMs, parseChoice, serializeChoice, storageKey } from './rules.ts';

function render(readFirst: string[] = ['/privacy-policy', '/imprint']) {
  document.body.innerHTML = `<script type="application/json" id="${consentIds.config}">${JSON.stringify({ readFirst })}</script><dialog id="${consentIds.dialog}"></dialog>`;
  const dialog = document.getElementById(consentIds.dialog) as HTMLDialogElement;
  const showModal = vi.fn(() => dialog.setAttribute('open', ''));
  dialog.showModal = showModal;
  return showModal;
}

const run = () => new Function(consentInlineScript)();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/flotte');
});

describe('consentInlineScript', () => {
  const now = Date.now();
  it.each([
    ['nothing stored', null],
    ['a valid choice', serializeChoice({ performance: false, at: now - 1000 })],
    ['an accepted choice', serializeChoice({ performance: true, at: now })],
    ['malformed JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, performance: true, at: now })],
    ['a choice older than a year', serializeChoice({ performance: true, at: now - maxAgeMs - 5000 })],
    ['a choice from the future', serializeChoice({ performance: true, at: now + 120_000 })],
    ['performance not a boolean', JSON.stringify({ v: 1, performance: 'yes', at: now })],
    ['a string', '"yes"'],
  ])('with %s it opens exactly when parseChoice finds no choice', (_name, raw) => {
    if (raw !== null) localStorage.setItem(storageKey, raw);
    const showModal = render();
    run();
    const expected = parseChoice(raw, Date.now()) === undefined ? 1 : 0;
    expect(showModal).toHaveBeenCalledTimes(expected);
  });

  it('stays closed on a page to read first', () => {
    history.replaceState(null, '', '/imprint');
    const showModal = render();
    run();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('opens when the storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const showModal = render();
    run();
    expect(showModal).toHaveBeenCalledOnce();
  });

  it('leaves an open banner and a page without one alone', () => {
    const showModal = render();
    document.getElementById(consentIds.dialog)?.setAttribute('open', '');
    run();
    expect(showModal).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    expect(run).not.toThrow();
  });
});
