import { describe, expect, it } from 'vitest';
import type { CheckIn } from './check-in-api.ts';
import { canRevisit, type Step, stepOf } from './steps.ts';

const state = (status: CheckIn['status'], deposit: CheckIn['deposit']['status'] = 'not-started') => ({
  status,
  deposit: {
    amount: { amountMinor: 30_000, currency: 'EUR' },
    status: deposit,
    card: null,
    refusalMessage: null,
  },
});

describe('stepOf', () => {
  it.each([
    // Details first: nothing later can be shown before they are saved.
    [undefined, state('not-started'), 'details'],
    ['vehicle', state('not-started'), 'details'],
    ['deposit', state('in-progress'), 'details'],
    ['done', state('in-progress'), 'details'],
    // Saved: any step before done, the vehicle by default.
    [undefined, state('awaiting-deposit'), 'vehicle'],
    ['details', state('awaiting-deposit'), 'details'],
    ['deposit', state('awaiting-deposit'), 'deposit'],
    ['done', state('awaiting-deposit'), 'vehicle'],
    ['licence', state('awaiting-deposit'), 'vehicle'],
    // A refused or unconfirmed deposit brings the customer back to it.
    [undefined, state('awaiting-deposit', 'refused'), 'deposit'],
    [undefined, state('awaiting-deposit', 'pending'), 'deposit'],
    // Completed: only the pickup code.
    ['details', state('completed', 'authorised'), 'done'],
    [undefined, state('completed', 'at-pickup'), 'done'],
  ] as const)('%s with %j → %s', (requested, checkIn, step) => {
    expect(stepOf(requested, checkIn)).toBe(step);
  });
});

describe('canRevisit', () => {
  it('links back to earlier steps until the check-in is completed', () => {
    const links = (current: Step, status: CheckIn['status']) =>
      (['details', 'vehicle', 'deposit', 'done'] as const).filter((s) => canRevisit(s, current, { status }));
    expect(links('deposit', 'awaiting-deposit')).toEqual(['details', 'vehicle']);
    expect(links('vehicle', 'awaiting-deposit')).toEqual(['details']);
    expect(links('details', 'awaiting-deposit')).toEqual([]);
    expect(links('done', 'completed')).toEqual([]);
  });
});
