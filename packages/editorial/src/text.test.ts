import { describe, expect, it } from 'vitest';
import { parse } from './parse.ts';
import { documentText } from './text.ts';

describe('documentText', () => {
  it('keeps what a reader reads, one block per line, and drops addresses, shortcodes and marks', () => {
    const text = [
      '# Car rental in {{cityName}}',
      'Rent **a car** and pay *nothing* for cancellation.[^1]',
      'Read the [rental information](/rental-information "Terms") or [chat](action:open-chat).',
      '- Unlimited kilometres',
      '* Second driver included',
      '[_cta: Book now](/booking)',
      '',
      '## Winter tyres',
      '{{season:winter}}',
      'Free from October, in {{year}}.',
      '',
      '## Notes',
      '[^1]: Up to 24 hours before pickup.',
    ].join('\n');
    expect(documentText(parse(text))).toBe(
      [
        'Car rental in',
        // Consecutive lines are one text block.
        'Rent a car and pay nothing for cancellation. Read the rental information or chat.',
        'Unlimited kilometres',
        'Second driver included',
        'Book now',
        'Winter tyres',
        'Free from October, in .',
        'Notes',
        'Up to 24 hours before pickup.',
      ].join('\n'),
    );
  });

  it('is empty for an empty text', () => {
    expect(documentText(parse(''))).toBe('');
  });
});
