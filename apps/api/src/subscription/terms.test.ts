// spec §4 term rules, table by table: the minimum term, the 30-day renewals after it, the last day when
// cancelled at term end, and the order's status.
import { describe, expect, it } from 'vitest';
import { addMonths, lastDayIfCancelled, minimumTermEnd, nextRenewal, orderStatus } from './terms.ts';

describe('subscription terms', () => {
  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-03-15', 12, '2028-03-15'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2027-11-10', 2, '2028-01-10'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['flexible', '2027-01-10', '2027-02-09'],
    ['6_months', '2027-01-10', '2027-07-10'],
    ['12_months', '2027-01-10', '2028-01-10'],
  ] as const)('%s from %s: the minimum term ends on %s', (term, start, end) => {
    expect(minimumTermEnd(term, start)).toBe(end);
  });

  it.each([
    // before the start and during the minimum term: the end of the minimum term
    ['12_months', '2027-01-10', '2026-12-01', '2028-01-10'],
    ['12_months', '2027-01-10', '2027-06-30', '2028-01-10'],
    ['12_months', '2027-01-10', '2028-01-09', '2028-01-10'],
    // on and after it: every 30 days
    ['12_months', '2027-01-10', '2028-01-10', '2028-02-09'],
    ['12_months', '2027-01-10', '2028-02-08', '2028-02-09'],
    ['12_months', '2027-01-10', '2028-02-09', '2028-03-10'],
    ['6_months', '2027-01-10', '2027-07-11', '2027-08-09'],
    ['flexible', '2027-01-10', '2027-01-10', '2027-02-09'],
    ['flexible', '2027-01-10', '2027-02-09', '2027-03-11'],
    ['flexible', '2027-01-10', '2027-05-01', '2027-05-10'],
  ] as const)('%s from %s on %s renews on %s', (term, start, today, renewal) => {
    expect(nextRenewal(term, start, today)).toBe(renewal);
    expect(lastDayIfCancelled(term, start, today)).toBe(
      new Date(Date.parse(`${renewal}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
  });

  it.each([
    ['2027-01-10', null, '2027-01-09', 'upcoming'],
    ['2027-01-10', null, '2027-01-10', 'active'],
    ['2027-01-10', '2028-01-09', '2027-05-01', 'ending'],
    ['2027-01-10', '2028-01-09', '2026-12-01', 'ending'],
    ['2027-01-10', '2028-01-09', '2028-01-09', 'ending'],
    ['2027-01-10', '2028-01-09', '2028-01-10', 'ended'],
  ] as const)('start %s, ends %s, on %s: %s', (start, endsOn, today, status) => {
    expect(orderStatus(start, endsOn, today)).toBe(status);
  });
});
