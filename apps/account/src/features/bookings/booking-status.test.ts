import { describe, expect, it } from 'vitest';
import { statusOf } from './booking-status.ts';

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
