import { describe, expect, it } from 'vitest';
import { modelName, statusOf } from './booking-status.ts';

describe('statusOf', () => {
  it.each([
    { status: 'confirmed', timing: 'upcoming', key: 'upcoming' },
    { status: 'confirmed', timing: 'active', key: 'active' },
    { status: 'confirmed', timing: 'past', key: 'completed' },
    { status: 'cancelled', timing: 'upcoming', key: 'cancelled' },
    { status: 'cancelled', timing: 'past', key: 'cancelled' },
  ] as const)('$status and $timing is $key', ({ status, timing, key }) => {
    expect(statusOf({ status, timing })).toBe(key);
  });
});

describe('modelName', () => {
  it.each([
    ['Fiat 500 or similar', 'Fiat 500'],
    ['VW Golf', 'VW Golf'],
    ['Mercedes-Benz V-Class or similar', 'Mercedes-Benz V-Class'],
  ])('%s → %s', (model, name) => {
    expect(modelName(model)).toBe(name);
  });
});
