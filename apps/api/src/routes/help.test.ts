// Help center over real HTTP: navigation, articles, search rules and ranking, language fallback,
// votes, contact form, the ride help centre, the share and subscription FAQ content, and the seeded
// content itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_TYPES,
  HELP_LOCALES,
  HELP_SEED_DIR,
  HelpSeedError,
  parseHelpFile,
  readHelpFiles,
} from '../db/seed/help-content.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { pickHelpLocale, SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from './help.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const KA = '/v1/knowledge-article';
const has = (type: string, locale: string) => existsSync(join(HELP_SEED_DIR, type, `${locale}.json`));

describe('seeded help content', () => {
  const { files } = readHelpFiles();
  it('has every spec §9 locale for every booking type', () => {
    for (const type of BOOKING_TYPES)
      expect(
        files.filter((f) => f.bookingType === type).map((f) => f.locale),
        type,
      ).toEqual(expect.arrayContaining([...HELP_LOCALES]));
  });

  /** Fewest articles per file: a full help center for rent, and about 3 × 4 questions for a FAQ page. */
  const MIN_ARTICLES: Record<string, number> = { rent: 40, ride: 15, share: 12, subscription: 12 };
  it.each(files.map((f) => [f.bookingType, f.locale, f] as const))(
    '%s/%s has enough articles and featured ones',
    (type, _l, f) => {
      const articles = f.categories.flatMap((c) => c.sections.flatMap((s) => s.articles));
      expect(articles.length).toBeGreaterThanOrEqual(MIN_ARTICLES[type]!);
      expect(articles.some((a) => a.featured)).toBe(true);
    },
  );

  it.each(BOOKING_TYPES)(
    '%s: every locale has the category, section and article ids of en-US, in the same places',
    (type) => {
      // Ids in their order with their parents: a question moved to another category is a difference too.
      const idsOf = (f: (typeof files)[number]) =>
        f.categories.flatMap((c) =>
          c.sections.flatMap((s) => [`${c.id}/${s.id}`, ...s.articles.map((a) => `${c.id}/${s.id}/${a.id}`)]),
        );
      const en = files.find((f) => f.bookingType === type && f.locale === 'en-US')!;
      for (const f of files.filter((x) => x.bookingType === type))
        expect(idsOf(f), `${type}/${f.locale}`).toEqual(idsOf(en));
    },
  );

  it('names the file and the field of a broken seed file', () => {
    const broken = JSON.stringify({
      locale: 'de-DE',
      bookingType: 'rent',
      categories: [
        { id: 'booking', title: 'B', description: '', sections: [{ id: 's', title: '', articles: [] }] },
      ],
    });
    expect(() =>
      parseHelpFile('seed-data/help/rent/de-DE.json', broken, { bookingType: 'rent', locale: 'de-DE' }),
    ).toThrow(/seed-data\/help\/rent\/de-DE\.json: categories\.0\.sections\.0\.title/);
    expect(() => parseHelpFile('x.json', '{', { bookingType: 'rent', locale: 'de-DE' })).toThrow(
      HelpSeedError,
    );
    const valid = JSON.stringify({
      locale: 'de-DE',
      bookingType: 'rent',
      categories: [
        {
          id: 'booking',
          title: 'B',
          description: '',
          sections: [
            {
              id: 's',
              title: 'S',
              articles: [{ id: 'a', title: 'A', body: [{ type: 'paragraph', text: 'T' }] }],
            },
          ],
        },
      ],
    });
    expect(parseHelpFile('x.json', valid, { bookingType: 'rent', locale: 'de-DE' }).categories).toHaveLength(
      1,
    );
    expect(() =>
      parseHelpFile('seed-data/help/ride/en-US.json', valid, { bookingType: 'ride', locale: 'en-US' }),
    ).toThrow(/do not match/);
  });
});

describe('locale fallback', () => {
  const available = new Set(['en-US', 'de-DE', 'fr-FR', 'de-CH']);
  it.each([
    [['de-CH'], 'de-CH'],
    [['de-AT'], 'de-DE'],
    [['fr-CA'], 'fr-FR'],
    [['fr'], 'fr-FR'],
    [['en-GB'], 'en-US'],
    [['es-MX'], 'en-US'],
    [['pt-BR', 'fr'], 'fr-FR'],
    [['ja-JP'], 'en-US'],
    [[], 'en-US'],
  ])('%j → %s', (candidates, expected) => {
    expect(pickHelpLocale(candidates, available)).toBe(expected);
  });

  it('answers de-AT in German when German content exists, else in English', async () => {
    const r = await api.call(`${KA}/booking-type/rent/categories?locale=de-AT`);
    expect(r.status).toBe(200);
    expect(r.body.locale).toBe(has('rent', 'de-DE') ? 'de-DE' : 'en-US');
  });

  it('uses Accept-Language, then the site of the request', async () => {
    const a = await api.call(`${KA}/booking-type/rent/categories`, {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(a.body.locale).toBe(has('rent', 'fr-FR') ? 'fr-FR' : 'en-US');
    const b = await api.call(`${KA}/booking-type/rent/categories`, {
      headers: { 'x-forwarded-host': 'de.localhost:4321' },
    });
    expect(b.body.locale).toBe(has('rent', 'de-DE') ? 'de-DE' : 'en-US');
    const c = await api.call(`${KA}/booking-type/rent/categories`);
    expect(c.body.locale).toBe('en-US');
  });

  it('rejects a malformed locale or country code', async () => {
    const a = await api.call(`${KA}/booking-type/rent/categories?locale=<script>`);
    expect(a.status).toBe(400);
    expect(expectErrorShape(a.body).fields).toHaveProperty('locale');
    const b = await api.call(`${KA}/booking-type/rent/categories?countryCode=ZZ`);
    expect(b.status).toBe(400);
    expect(expectErrorShape(b.body).code).toBe('unknown_country');
  });
});

describe('navigation', () => {
  it('lists booking types with article counts', async () => {
    const r = await api.call(`${KA}/booking-type?countryCode=US`);
    expect(r.status).toBe(200);
    const rent = r.body.bookingTypes.find((b: { id: string }) => b.id === 'rent');
    expect(rent.articleCount).toBeGreaterThanOrEqual(40);
    const ride = await api.call('/v1/ride-help-centre/booking-type');
    expect(ride.body.bookingTypes.map((b: { id: string }) => b.id)).toEqual(['ride']);
  });

  it('walks categories → sections → articles → article (booking type case-insensitive)', async () => {
    const cats = await api.call(`${KA}/booking-type/rent/categories?countryCode=US`);
    expect(cats.status).toBe(200);
    const first = cats.body.categories[0];
    expect(first).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    expect(first.articleCount).toBeGreaterThan(0);
    const secs = await api.call(
      `${KA}/booking-type/RENT/categories/${first.id}/category-sections?countryCode=US`,
    );
    expect(secs.status).toBe(200);
    expect(secs.body.category.id).toBe(first.id);
    const section = secs.body.sections[0];
    expect(section.articles.length).toBeGreaterThan(0);
    const arts = await api.call(`${KA}/booking-type/rent/articles?sectionId=${section.id}`);
    expect(arts.status).toBe(200);
    expect(arts.body.articles.map((a: { id: string }) => a.id)).toEqual(
      section.articles.map((a: { id: string }) => a.id),
    );
    const art = await api.call(`${KA}/booking-type/rent/articles/${section.articles[0].id}`);
    expect(art.status).toBe(200);
    expect(art.body.article.body.length).toBeGreaterThan(0);
    expect(art.body.article.votes).toMatchObject({
      helpful: expect.any(Number),
      notHelpful: expect.any(Number),
    });
  });

  it('lists featured articles', async () => {
    const r = await api.call(`${KA}/booking-type/rent/featured-articles`);
    expect(r.status).toBe(200);
    expect(r.body.articles.length).toBeGreaterThan(0);
    expect(r.body.articles.every((a: { featured: boolean }) => a.featured)).toBe(true);
  });

  it.each([
    [`${KA}/booking-type/rent/categories/no-such-category/category-sections`, 404, 'category_not_found'],
    [`${KA}/booking-type/rent/articles?sectionId=no-such-section`, 404, 'section_not_found'],
    [`${KA}/booking-type/rent/articles/no-such-article`, 404, 'article_not_found'],
    [`${KA}/booking-type/rent/articles`, 400, 'validation_failed'],
    [`${KA}/booking-type/flight/categories`, 400, 'validation_failed'],
    ['/v1/ride-help-centre/booking-type/rent/categories', 400, 'validation_failed'],
  ])('%s → %i %s', async (path, status, code) => {
    const r = await api.call(path);
    expect(r.status).toBe(status);
    expect(expectErrorShape(r.body).code).toBe(code);
  });
});

describe('share and subscription FAQ content (issue 18)', () => {
  const fileOf = (type: string, locale: string) =>
    readHelpFiles().files.find((f) => f.bookingType === type && f.locale === locale)!;

  it.each([
    ['share', 'en-GB'],
    ['share', 'de-DE'],
    ['subscription', 'fr-FR'],
    ['subscription', 'de-CH'],
  ])(
    '%s in %s: categories → questions of a category → an answer, from the seed file',
    async (type, locale) => {
      const file = fileOf(type, locale);
      const cats = await api.call(`${KA}/booking-type/${type}/categories?locale=${locale}`);
      expect(cats.status).toBe(200);
      expect(cats.body).toMatchObject({ locale, bookingType: type });
      expect(cats.body.categories.map((c: { title: string }) => c.title)).toEqual(
        file.categories.map((c) => c.title),
      );
      const category = file.categories[1]!;
      const secs = await api.call(
        `${KA}/booking-type/${type}/categories/${category.id}/category-sections?locale=${locale}`,
      );
      expect(secs.status).toBe(200);
      expect(
        secs.body.sections.flatMap((s: { articles: { title: string }[] }) => s.articles.map((a) => a.title)),
      ).toEqual(category.sections.flatMap((s) => s.articles.map((a) => a.title)));
      const article = category.sections[0]!.articles[0]!;
      const art = await api.call(`${KA}/booking-type/${type}/articles/${article.id}?locale=${locale}`);
      expect(art.status).toBe(200);
      expect(art.body.locale).toBe(locale);
      expect(art.body.article).toMatchObject({ id: article.id, title: article.title, body: article.body });
      const featured = await api.call(`${KA}/booking-type/${type}/featured-articles?locale=${locale}`);
      expect(featured.body.articles.length).toBeGreaterThan(0);
    },
  );

  it('keeps them out of the help center: not listed, no contact form, not in the rental search', async () => {
    const list = await api.call(`${KA}/booking-type`);
    expect(list.body.bookingTypes.map((b: { id: string }) => b.id)).toEqual(['rent', 'ride']);
    const contact = await api.call(`${KA}/booking-type/share/contact`, {
      method: 'POST',
      body: { topic: 'other', name: 'Eva Berg', phoneNumber: '030 1234567', message: 'Hello' },
    });
    expect(contact.status).toBe(404);
    const rentIds = new Set(
      fileOf('rent', 'en-US').categories.flatMap((c) =>
        c.sections.flatMap((s) => s.articles.map((a) => a.id)),
      ),
    );
    const rent = await api.call(`${KA}/search?bookingTypeId=rent&locale=en-US&limit=50&query=mileage`);
    expect(rent.status).toBe(200);
    for (const hit of rent.body.results) expect(rentIds).toContain(hit.id);
    const plus = await api.call(`${KA}/search?bookingTypeId=subscription&locale=en-US&query=mileage`);
    expect(plus.body.results.map((x: { id: string }) => x.id)).toContain('mileage-packages');
  });

  it.each([
    [`${KA}/booking-type/car-pool/categories`, 'bookingType must be one of: rent, ride, share, subscription'],
    ['/v1/ride-help-centre/booking-type/share/categories', 'bookingType must be one of: ride'],
    [
      '/v1/ride-help-centre/booking-type/subscription/articles/minimum-term',
      'bookingType must be one of: ride',
    ],
  ])('%s → 400 naming the booking types it serves', async (path, message) => {
    const r = await api.call(path);
    expect(r.status).toBe(400);
    const e = expectErrorShape(r.body);
    expect(e.code).toBe('validation_failed');
    expect(e.fields?.bookingType).toBe(message);
  });
});

describe('search', () => {
  it.each([
    ['', SEARCH_TOO_SHORT],
    ['ab', SEARCH_TOO_SHORT],
    ['  ab  ', SEARCH_TOO_SHORT],
    ['x'.repeat(101), SEARCH_TOO_LONG],
  ])('query %j → 400 %s', async (query, message) => {
    const r = await api.call(`${KA}/search?bookingTypeId=rent&query=${encodeURIComponent(query)}`);
    expect(r.status).toBe(400);
    const e = expectErrorShape(r.body);
    expect(e.message).toBe(message);
    expect(e.fields?.query).toBe(message);
  });

  it('requires the query', async () => {
    const r = await api.call(`${KA}/search?bookingTypeId=rent`);
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields?.query).toBe(SEARCH_TOO_SHORT);
  });

  it('accepts exactly 3 and exactly 100 characters', async () => {
    const a = await api.call(`${KA}/search?bookingTypeId=rent&query=car`);
    expect(a.status).toBe(200);
    const b = await api.call(`${KA}/search?bookingTypeId=rent&query=${'a'.repeat(100)}`);
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ total: 0, results: [], message: 'No articles found' });
  });

  it('ranks the article whose title matches first', async () => {
    const r = await api.call(
      `${KA}/search?bookingTypeId=rent&query=${encodeURIComponent('change booking')}&locale=en-US`,
    );
    expect(r.status).toBe(200);
    expect(r.body.results[0].id).toBe('how-to-change-a-booking');
    const scores = r.body.results.map((x: { score: number }) => x.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(r.body.results[0].snippet.length).toBeGreaterThan(0);
  });

  it('matches word forms (stemming) and prefixes', async () => {
    const r = await api.call(`${KA}/search?bookingTypeId=rent&query=deposits&locale=en-US`);
    expect(r.body.results.map((x: { id: string }) => x.id)).toContain('security-deposit-explained');
    const p = await api.call(`${KA}/search?bookingTypeId=rent&query=depos&locale=en-US`);
    expect(p.body.total).toBeGreaterThan(0);
  });

  it('is language-aware', async () => {
    if (!has('rent', 'de-DE')) return;
    const r = await api.call(`${KA}/search?bookingTypeId=rent&query=Buchung&locale=de-DE`);
    expect(r.status).toBe(200);
    expect(r.body.locale).toBe('de-DE');
    expect(r.body.total).toBeGreaterThan(0);
  });

  it.each(readHelpFiles().files.map((f) => [f.bookingType, f.locale, f] as const))(
    '%s/%s: finds an article by the longest word of its title, in that locale',
    async (type, locale, file) => {
      const article = file.categories[0]!.sections[0]!.articles[0]!;
      const word = article.title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!;
      const prefix = type === 'ride' ? '/v1/ride-help-centre' : KA;
      const r = await api.call(
        `${prefix}/search?bookingTypeId=${type}&locale=${locale}&limit=50&query=${encodeURIComponent(word)}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.locale).toBe(locale);
      expect(r.body.results.map((x: { id: string }) => x.id)).toContain(article.id);
    },
  );

  it('finds a word after a typographic apostrophe (French elision), on every database locale', async () => {
    if (!has('share', 'fr-FR')) return;
    // "Comment m’inscrire à l’autopartage ?": the C locale takes ’ for a letter unless seeding normalises it.
    const r = await api.call(`${KA}/search?bookingTypeId=share&locale=fr-FR&limit=50&query=inscrire`);
    expect(r.body.results.map((x: { id: string }) => x.id)).toContain('how-to-sign-up-for-car-sharing');
    const a = await api.call(`${KA}/search?bookingTypeId=share&locale=fr-FR&limit=50&query=autopartage`);
    expect(a.body.results.map((x: { id: string }) => x.id)).toContain('how-to-sign-up-for-car-sharing');
  });

  it('treats hostile text as words, never as SQL or tsquery syntax', async () => {
    for (const q of ["'; drop table users; --", '!!! & | :* ()', 'a:*&b']) {
      const r = await api.call(`${KA}/search?bookingTypeId=rent&query=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
    }
  });

  it('searches the ride help centre separately', async () => {
    const r = await api.call(
      `/v1/ride-help-centre/search?bookingTypeId=ride&query=${encodeURIComponent('driver')}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
  });
});

describe('votes', () => {
  it('counts helpful and not-helpful votes', async () => {
    const path = `${KA}/booking-type/rent/articles/how-to-change-a-booking/votes`;
    const a = await api.call(path, { method: 'POST', body: { helpful: true } });
    expect(a.status).toBe(201);
    const b = await api.call(path, { method: 'POST', body: { helpful: false } });
    expect(b.body).toMatchObject({ articleId: 'how-to-change-a-booking', helpful: 1, notHelpful: 1 });
    const art = await api.call(`${KA}/booking-type/rent/articles/how-to-change-a-booking`);
    expect(art.body.article.votes).toMatchObject({ helpful: 1, notHelpful: 1 });
  });

  it('rejects a bad vote and an unknown article', async () => {
    const a = await api.call(`${KA}/booking-type/rent/articles/how-to-change-a-booking/votes`, {
      method: 'POST',
      body: { helpful: 'yes' },
    });
    expect(a.status).toBe(400);
    expect(expectErrorShape(a.body).fields?.helpful).toBe('helpful must be true or false');
    const b = await api.call(`${KA}/booking-type/rent/articles/nope/votes`, {
      method: 'POST',
      body: { helpful: true },
    });
    expect(b.status).toBe(404);
  });
});

describe('contact form', () => {
  const valid = {
    topic: 'booking',
    name: 'Eva Berg',
    phoneNumber: '030 1234567',
    message: 'I need to change the pickup time of my booking.',
    rentalAgreementNumber: '123456789',
    reservationId: 'ABC123456',
  };

  it("stores a valid submission with the market's phone prefix", async () => {
    const r = await api.call(`${KA}/booking-type/rent/contact?countryCode=DE`, {
      method: 'POST',
      body: valid,
    });
    expect(r.status).toBe(201);
    expect(r.body.reference).toMatch(/^HC-[A-Z0-9]{8}$/);
    expect(r.body.phoneNumber).toBe('+49301234567');
    const be = await api.call(`${KA}/booking-type/rent/contact`, {
      method: 'POST',
      body: { ...valid, phoneNumber: '+32 2 123 45 67' },
      headers: { 'x-forwarded-host': 'be.localhost' },
    });
    expect(be.body.phoneNumber).toBe('+3221234567');
  });

  it('takes a phone number typed in Arabic-Indic digits', async () => {
    const r = await api.call(`${KA}/booking-type/rent/contact?countryCode=DE`, {
      method: 'POST',
      body: { ...valid, phoneNumber: '٠٣٠ ١٢٣٤٥٦٧' },
    });
    expect(r.status).toBe(201);
    expect(r.body.phoneNumber).toBe('+49301234567');
  });

  it.each([
    [{ topic: undefined }, 'topic', /Choose a topic/],
    [{ topic: 'weather' }, 'topic', /Choose a topic/],
    [{ name: '' }, 'name', /required/],
    [{ name: 'x'.repeat(101) }, 'name', /100 characters/],
    [{ phoneNumber: '' }, 'phoneNumber', /required/],
    [{ phoneNumber: 'call me' }, 'phoneNumber', /valid phone number/],
    [{ message: '   ' }, 'message', /required/],
    [{ message: 'x'.repeat(2001) }, 'message', /2000 characters/],
    [{ rentalAgreementNumber: '12ab' }, 'rentalAgreementNumber', /9 or 10 digits/],
    [{ reservationId: '!!' }, 'reservationId', /6 to 16/],
    [{ email: 'not-an-email' }, 'email', /valid e-mail/],
  ])('%j → field %s', async (patch, field, message) => {
    const r = await api.call(`${KA}/booking-type/rent/contact`, {
      method: 'POST',
      body: { ...valid, ...patch },
    });
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields?.[field]).toMatch(message);
  });

  it('has ride topics in the ride help centre', async () => {
    const r = await api.call('/v1/ride-help-centre/booking-type/ride/contact', {
      method: 'POST',
      body: { ...valid, topic: 'lost-item' },
    });
    expect(r.status).toBe(201);
  });
});

describe('eleven locales', () => {
  it('answers every spec §9 locale (falling back where content is missing)', async () => {
    for (const locale of HELP_LOCALES) {
      const r = await api.call(`${KA}/booking-type/rent/featured-articles?locale=${locale}`);
      expect(r.status, locale).toBe(200);
      expect(r.body.articles.length, locale).toBeGreaterThan(0);
      if (has('rent', locale)) expect(r.body.locale).toBe(locale);
    }
  });
});
