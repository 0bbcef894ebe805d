import { describe, expect, it } from 'vitest';
import { formatHash, parseHash, type Route } from './routes.ts';

const rebook: Route = {
  view: 'start',
  rebook: {
    pickup: { label: 'Hauptbahnhof, München', lat: 48.14, lng: 11.56 },
    destination: { label: 'Flughafen München & Terminal 2', lat: 48.35, lng: 11.78 },
  },
};

describe('routes', () => {
  it.each<[string, Route | undefined]>([
    ['', { view: 'start' }],
    ['#/', { view: 'start' }],
    ['#main', undefined],
    ['#/rides/3f0c-11', { view: 'ride', id: '3f0c-11' }],
    ['#/rides/<script>', { view: 'start' }],
    ['#/book?from=1,2', { view: 'start' }],
    ['#/book?from=91,2&fromLabel=A&to=1,2&toLabel=B', { view: 'start' }],
    ['#/unknown', { view: 'start' }],
  ])('parses %j', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('round-trips a rebook and a ride', () => {
    expect(parseHash(formatHash(rebook))).toEqual(rebook);
    expect(parseHash(formatHash({ view: 'ride', id: 'abc' }))).toEqual({ view: 'ride', id: 'abc' });
  });
});
