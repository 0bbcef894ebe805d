import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPattern } from './format.ts';

describe('formatPattern (spec §9 market formats)', () => {
  const morning = new Date(2026, 2, 7, 8, 30);
  const evening = new Date(2026, 11, 24, 18, 5);
  it.each([
    [morning, 'DD.MM.YYYY', '07.03.2026'],
    [morning, 'DD/MM/YYYY', '07/03/2026'],
    [morning, 'MM/DD/YYYY', '03/07/2026'],
    [morning, 'H:mm', '8:30'],
    [morning, 'HH:mm', '08:30'],
    [morning, 'h:mm A', '8:30 AM'],
    [evening, 'h:mm A', '6:05 PM'],
    [evening, 'H:mm', '18:05'],
    [new Date(2026, 0, 1, 0, 0), 'h:mm A', '12:00 AM'],
    [new Date(2026, 0, 1, 12, 0), 'h:mm A', '12:00 PM'],
    [morning, 'D. [de] M', '7. de 3'],
  ])('%s with %s', (date, pattern, expected) => {
    expect(formatPattern(date, pattern)).toBe(expected);
  });

  it('joins date and time, and keeps an unreadable instant as it is', () => {
    const iso = new Date(2026, 2, 7, 8, 30).toISOString();
    expect(formatDateTime(iso, { date: 'DD.MM.YYYY', time: 'H:mm' })).toBe('07.03.2026 8:30');
    expect(formatDateTime('soon', { date: 'DD.MM.YYYY', time: 'H:mm' })).toBe('soon');
  });
});
