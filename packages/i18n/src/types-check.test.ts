// Compile-time contracts of the public types; tsc (npm run typecheck) is what fails here.
import { describe, expect, it } from 'vitest';
import type { Regional } from './index.ts';
import type { ShellKey, ShellStrings } from './shell.ts';
import { translator } from './shell.ts';

describe('public types', () => {
  it('ShellKey names shell keys; t returns a string', () => {
    const key: ShellKey = 'notFound.title';
    // @ts-expect-error a typo is not a shell key
    const typo: ShellKey = 'notFound.titel';
    // @ts-expect-error a group is not a leaf key
    const group: ShellKey = 'notFound';
    const text: string = translator('en-US')(key);
    expect([text, typo, group]).toEqual(['Page not found', 'notFound.titel', 'notFound']);
  });

  it('ShellStrings rejects a language locale with a missing key', () => {
    // @ts-expect-error common, error and languageSwitcher are missing
    const partial: ShellStrings = {
      notFound: { title: '', body: '', linksHeading: '', branches: '', fleet: '', home: '' },
    };
    expect(partial.notFound.title).toBe('');
  });

  it('Regional takes only some keys but no unknown one', () => {
    const variant: Regional<ShellStrings> = { common: { close: 'Schliessen' } };
    // @ts-expect-error a key en-US does not have
    const unknown: Regional<ShellStrings> = { common: { shut: 'Zu' } };
    expect([variant, unknown]).toHaveLength(2);
  });
});
