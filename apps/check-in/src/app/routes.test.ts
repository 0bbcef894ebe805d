import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('check-in routes', () => {
  it('reads the booking and the step from the hash', () => {
    expect(routes.parse('#/booking/1234567890')).toEqual({ view: 'booking', number: '1234567890' });
    expect(routes.parse('#/booking/1234567890/licence')).toEqual({
      view: 'booking',
      number: '1234567890',
      step: 'licence',
    });
    expect(routes.parse('')).toEqual({ view: 'start' });
  });

  it('leaves hashes that are not the app’s, and malformed numbers, alone', () => {
    expect(routes.parse('#main')).toBeUndefined();
    expect(routes.parse('#/booking/12345')).toBeUndefined();
    expect(routes.parse('#/booking/1234567890/<script>')).toBeUndefined();
  });

  it('formats what it parses', () => {
    for (const hash of ['#/', '#/booking/1234567890', '#/booking/1234567890/deposit'])
      expect(routes.format(routes.parse(hash)!)).toBe(hash);
  });
});
