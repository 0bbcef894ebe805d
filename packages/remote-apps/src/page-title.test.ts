// @vitest-environment jsdom
// The page-title event of the contract (issue 23): what an app dispatches and how the title is composed.
import { describe, expect, it } from 'vitest';
import { composePageTitle, type PageTitleDetail, pageTitleEvent, setPageTitle } from './page-title.ts';

describe('setPageTitle', () => {
  it('dispatches a bubbling event with the trimmed title', () => {
    const container = document.createElement('div');
    const heading = document.createElement('h2');
    container.append(heading);
    document.body.append(container);
    const seen: PageTitleDetail[] = [];
    document.addEventListener(pageTitleEvent, (e) => seen.push((e as CustomEvent<PageTitleDetail>).detail));
    setPageTitle(heading, '  Cancel a booking ');
    setPageTitle(heading, '   ');
    setPageTitle(container, null, { announce: true });
    expect(seen).toEqual([
      { title: 'Cancel a booking', announce: false },
      { title: null, announce: false },
      { title: null, announce: true },
    ]);
  });
});

describe('composePageTitle', () => {
  it.each([
    ['Cancel a booking', 'Help center | Kestrel', 'Cancel a booking | Help center | Kestrel'],
    [null, 'Help center | Kestrel', 'Help center | Kestrel'],
    ['Help center', 'Help center | Kestrel', 'Help center | Kestrel'],
    ['Two\n  lines', 'Help | K', 'Two lines | Help | K'],
  ])('%j on %j', (view, page, expected) => {
    expect(composePageTitle(view, page)).toBe(expected);
  });
});
