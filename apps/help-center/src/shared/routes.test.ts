import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHash, parseHash, type Route } from './routes.ts';

const types = ['rent', 'ride'] as const;

describe('parseHash', () => {
  const cases: Array<[string, Route | undefined]> = [
    ['', { view: 'home', type: 'rent' }],
    ['#/', { view: 'home', type: 'rent' }],
    ['#/ride', { view: 'home', type: 'ride' }],
    ['#/rent/category/booking', { view: 'category', type: 'rent', id: 'booking' }],
    ['#/ride/section/book-a-ride', { view: 'section', type: 'ride', id: 'book-a-ride' }],
    ['#/rent/article/how-to-book-a-car', { view: 'article', type: 'rent', id: 'how-to-book-a-car' }],
    ['#/rent/search?q=deposit%20card', { view: 'search', type: 'rent', query: 'deposit card' }],
    ['#/rent/search', { view: 'search', type: 'rent', query: '' }],
    ['#/rent/contact', { view: 'contact', type: 'rent' }],
    ['#/rent/contact?topic=payment', { view: 'contact', type: 'rent', topic: 'payment' }],
    ['#/rent/contact/sent/HC-ABCD2345', { view: 'sent', type: 'rent', reference: 'HC-ABCD2345' }],
    ['#/share/category/x', { view: 'home', type: 'rent' }],
    ['#/rent/article/<script>', { view: 'home', type: 'rent' }],
    ['#/rent/article/a/b', { view: 'home', type: 'rent' }],
    ['#/rent/unknown', { view: 'home', type: 'rent' }],
    ['#main', undefined],
    ['#top', undefined],
  ];
  it.each(cases)('%s', (hash, expected) => {
    expect(parseHash(hash, types, 'rent')).toEqual(expected);
  });

  it('never throws, and every route it returns formats back to itself', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const route = parseHash(`#/${tail}`, types, 'rent');
        expect(route).toBeDefined();
        expect(parseHash(formatHash(route!, 'rent'), types, 'rent')).toEqual(route);
      }),
    );
  });

  it('round-trips any search text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (query) => {
        const route: Route = { view: 'search', type: 'ride', query };
        expect(parseHash(formatHash(route, 'rent'), types, 'rent')).toEqual(route);
      }),
    );
  });
});
