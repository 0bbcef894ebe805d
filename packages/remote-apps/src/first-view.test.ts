import { afterEach, describe, expect, it } from 'vitest';
import { formatDayWith, freshenDays, hasAppRoute, hasSignedInHint, whenIntent } from './first-view.ts';

afterEach(() => document.body.replaceChildren());

describe('days of a first view', () => {
  it('writes a day in the market’s pattern and digits', () => {
    expect(formatDayWith('2027-03-04', 'DD.MM.YYYY', '0123456789')).toBe('04.03.2027');
    expect(formatDayWith('2027-03-04', 'M/D/YYYY', '0123456789')).toBe('3/4/2027');
    expect(formatDayWith('2027-03-14', 'DD/MM/YYYY', '٠١٢٣٤٥٦٧٨٩')).toBe('١٤/٠٣/٢٠٢٧');
  });

  it('leaves an input the visitor changed', () => {
    document.body.innerHTML = '<input value="29.11.2026" data-day-offset="1" data-day-pattern="DD.MM.YYYY">';
    const input = document.querySelector('input')!;
    input.value = '05.12.2026';
    freshenDays(document.body, new Date(2027, 0, 1, 10));
    expect(input.value).toBe('05.12.2026');
  });
});

describe('hasAppRoute', () => {
  it('tells an app route with state from an empty or foreign hash', () => {
    expect(hasAppRoute('#/?branch=5')).toBe(true);
    expect(hasAppRoute('#/offers?x=1')).toBe(true);
    expect(hasAppRoute('#/')).toBe(false);
    expect(hasAppRoute('')).toBe(false);
    expect(hasAppRoute('#main-content')).toBe(false);
  });
});

describe('signed-in hint', () => {
  it('reads the hint among other cookies', () => {
    expect(hasSignedInHint('a=1; signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('signed_inx=1; not_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});

describe('whenIntent', () => {
  it('resolves on a pointer over the view, and not after an abort', async () => {
    document.body.innerHTML = '<div id="v"><button>Go</button></div><p id="other"></p>';
    const view = document.getElementById('v')!;
    let fired = false;
    void whenIntent(view, new AbortController().signal).then(() => {
      fired = true;
    });
    document.getElementById('other')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(fired).toBe(false);
    view.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(fired).toBe(true);

    const controller = new AbortController();
    let late = false;
    void whenIntent(view, controller.signal).then(() => {
      late = true;
    });
    controller.abort();
    view.dispatchEvent(new Event('keydown', { bubbles: true }));
    await Promise.resolve();
    expect(late).toBe(false);
  });
});
