import { companyRateMinor } from '@rental/markets/business';
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../shared/api-types.ts';
import { bookableProfiles, profileBody, profileTotalMinor } from './business-profile.ts';

const company = (over: Partial<Membership['company']> = {}): Membership['company'] => ({
  id: 'c1',
  kind: 'company',
  name: 'Acme GmbH',
  country: 'DE',
  status: 'approved',
  decisionReason: null,
  discountPercent: 15,
  commissionPercent: null,
  agencyCode: null,
  costCentres: [{ id: 'cc1', code: 'SALES', name: 'Sales' }],
  ...over,
});
const agency = (over: Partial<Membership['company']> = {}): Membership['company'] =>
  company({
    id: 'a1',
    kind: 'agency',
    name: 'Globetrotter Reisen',
    discountPercent: null,
    commissionPercent: 8,
    agencyCode: '12345675',
    costCentres: [],
    ...over,
  });

describe('bookableProfiles', () => {
  it.each([
    ['an approved company, any role', [{ role: 'traveller', company: company() }], ['company c1']],
    ['a received application', [{ role: 'admin', company: company({ status: 'received' }) }], []],
    ['a rejected application', [{ role: 'admin', company: company({ status: 'rejected' }) }], []],
    ['an agency agent', [{ role: 'agent', company: agency() }], ['agency a1']],
    ["an agency's admin (the applicant)", [{ role: 'admin', company: agency() }], ['agency a1']],
    ['a traveller of an agency', [{ role: 'traveller', company: agency() }], []],
    ['an agency without a number', [{ role: 'agent', company: agency({ agencyCode: null }) }], []],
    [
      'several, in the API order',
      [
        { role: 'agent', company: agency() },
        { role: 'admin', company: company() },
      ],
      ['agency a1', 'company c1'],
    ],
  ] as [string, Membership[], string[]][])('%s', (_, memberships, expected) => {
    expect(bookableProfiles(memberships).map((p) => `${p.kind} ${p.companyId}`)).toEqual(expected);
  });

  it('keeps what the checkout shows: rate, cost centres, agency number', () => {
    expect(bookableProfiles([{ role: 'admin', company: company() }])).toEqual([
      {
        kind: 'company',
        companyId: 'c1',
        name: 'Acme GmbH',
        discountPercent: 15,
        costCentres: [{ id: 'cc1', code: 'SALES', name: 'Sales' }],
      },
    ]);
    expect(bookableProfiles([{ role: 'agent', company: agency() }])).toEqual([
      { kind: 'agency', companyId: 'a1', name: 'Globetrotter Reisen', agencyCode: '12345675' },
    ]);
  });
});

describe('profileTotalMinor', () => {
  const [acme] = bookableProfiles([{ role: 'admin', company: company() }]);
  const [agent] = bookableProfiles([{ role: 'agent', company: agency() }]);
  it('is the company rate of @rental/markets for a company (137970 at −15 % rounds to 117275)', () => {
    expect(profileTotalMinor(137970, acme ?? null)).toBe(companyRateMinor(137970, 15));
    expect(profileTotalMinor(137970, acme ?? null)).toBe(117275);
  });
  it('is the list total for a private booking and an agency', () => {
    expect(profileTotalMinor(137970, null)).toBe(137970);
    expect(profileTotalMinor(137970, agent ?? null)).toBe(137970);
  });
});

describe('profileBody', () => {
  const [acme] = bookableProfiles([{ role: 'admin', company: company() }]);
  const [agent] = bookableProfiles([{ role: 'agent', company: agency() }]);
  it.each([
    ['private', null, 'cc1', undefined],
    ['a company without a cost centre', acme, '', { companyId: 'c1' }],
    ['a company with its cost centre', acme, 'cc1', { companyId: 'c1', costCentreId: 'cc1' }],
    ["a company with another company's cost centre", acme, 'cc9', { companyId: 'c1' }],
    ['an agency (no cost centres)', agent, 'cc1', { companyId: 'a1' }],
  ] as const)('%s', (_, profile, costCentreId, expected) => {
    expect(profileBody(profile ?? null, costCentreId)).toEqual(expected);
  });
});
