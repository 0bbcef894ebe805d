import { describe, expect, it } from 'vitest';
import { rideProviders } from './social-providers.ts';

const offered = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
  { id: 'facebook', name: 'Facebook' },
];
const flags = (on: boolean) => ({ flags: { enableSocialLogin: on } }) as never;

describe('rideProviders (spec §6)', () => {
  it('never offers Apple or Google on ride pages', () => {
    expect(rideProviders(flags(true), offered).map((p) => p.id)).toEqual(['facebook']);
  });
  it('offers none where the market turns social sign-in off', () => {
    expect(rideProviders(flags(false), offered)).toEqual([]);
  });
});
