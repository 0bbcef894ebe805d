// Branches and places over real HTTP: stations, geosuggest, locations, address templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededStations } from '../db/seed/seeded-stations.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { haversineKm } from './branches.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('stations', () => {
  it('lists the branches of the request market (site host) by default', async () => {
    const r = await api.call('/v1/branch/next/stations', {
      headers: { 'x-forwarded-host': 'nl.localhost:4321' },
    });
    expect(r.status).toBe(200);
    expect(
      r.body.stations.every((s: { address: { countryCode: string } }) => s.address.countryCode === 'NL'),
    ).toBe(true);
  });

  it('sorts by distance from a point, across countries, within a radius', async () => {
    const r = await api.call('/v1/branch/next/stations?lat=47.3769&lng=8.5417&limit=5&radiusKm=150');
    expect(r.status).toBe(200);
    const d = r.body.stations.map((s: { distanceKm: number }) => s.distanceKm);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(d.every((x: number) => x <= 150)).toBe(true);
    expect(r.body.stations[0].address.city).toBe('Zürich');
  });

  it('filters by kind and vehicle type', async () => {
    const r = await api.call('/v1/branch/next/stations?countryCode=DE&kind=downtown&vehicleType=truck');
    expect(r.body.stations.length).toBeGreaterThan(0);
    expect(
      r.body.stations.every(
        (s: { kind: string; vehicleTypes: string[] }) =>
          s.kind === 'downtown' && s.vehicleTypes.includes('truck'),
      ),
    ).toBe(true);
  });

  it('gives one branch, or No results', async () => {
    const list = await api.call('/v1/branch/next/stations?countryCode=IT');
    const id = list.body.stations[0].id;
    const one = await api.call(`/v1/branch/next/stations/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.station.id).toBe(id);
    const none = await api.call('/v1/branch/next/stations/424242');
    expect(none.status).toBe(404);
    expect(expectErrorShape(none.body).message).toBe('No results');
  });

  it.each([
    ['lat=91&lng=0', 'lat'],
    ['lat=10', 'lng'],
    ['countryCode=DEU', 'countryCode'],
    ['limit=0', 'limit'],
    ['kind=harbour', 'kind'],
  ])('%s → 400 on %s', async (q, field) => {
    const r = await api.call(`/v1/branch/next/stations?${q}`);
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields).toHaveProperty(field);
  });

  it('computes great-circle distances', () => {
    expect(haversineKm({ lat: 48.1374, lng: 11.5755 }, { lat: 52.52, lng: 13.405 })).toBeCloseTo(504, -1);
  });
});

describe('geosuggest', () => {
  it('finds an airport by its code first', async () => {
    const r = await api.call('/v1/branch/next/stations/geosuggest?query=MUC&countryCode=DE');
    expect(r.status).toBe(200);
    expect(r.body.suggestions[0]).toMatchObject({ type: 'branch', kind: 'airport', city: 'München' });
  });

  it('matches cities without their accents and groups a city', async () => {
    const r = await api.call('/v1/branch/next/stations/geosuggest?query=zurich&countryCode=CH');
    expect(r.body.suggestions[0]).toMatchObject({ type: 'city', label: 'Zürich', branchCount: 3 });
    const m = await api.call('/v1/branch/next/stations/geosuggest?query=malaga&countryCode=ES');
    expect(m.body.suggestions.some((s: { city: string }) => s.city === 'Málaga')).toBe(true);
  });

  it('searches names in the market language and every country when global', async () => {
    const r = await api.call('/v1/branch/next/stations/geosuggest?query=hauptbahnhof&countryCode=DE');
    expect(r.body.suggestions.length).toBeGreaterThan(1);
    const g = await api.call('/v1/branch/next/stations/geosuggest?query=airport&global=true&limit=50');
    const countries = new Set(g.body.suggestions.map((s: { countryCode: string }) => s.countryCode));
    expect(countries.size).toBeGreaterThan(3);
  });

  it("answers no match with an empty list and 'No results'", async () => {
    const r = await api.call('/v1/branch/next/stations/geosuggest?query=atlantis&countryCode=DE');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ suggestions: [], message: 'No results' });
  });

  it('treats LIKE wildcards literally and validates the length', async () => {
    const r = await api.call('/v1/branch/next/stations/geosuggest?query=%25%25&countryCode=DE');
    expect(r.body.suggestions).toEqual([]);
    const short = await api.call('/v1/branch/next/stations/geosuggest?query=m');
    expect(short.status).toBe(400);
    expect(expectErrorShape(short.body).fields?.query).toBe('Enter at least 2 characters.');
  });
});

describe('the seeded answers the site build reads (db/seed/seeded-stations.ts)', () => {
  it('equal what the API answers for its seed: cities and branches of Germany and Saudi Arabia', async () => {
    for (const country of ['DE', 'SA']) {
      const locations = await api.call(`/v1/locations?countryCode=${country}`);
      const stations = await api.call(`/v1/branch/next/stations?countryCode=${country}&limit=200`);
      const seeded = seededStations(country);
      expect(seeded.stations.length, country).toBeGreaterThan(0);
      expect(seeded.locations, country).toEqual(locations.body.locations);
      expect(seeded.stations, country).toEqual(stations.body.stations);
    }
  });
});

describe('locations and address templates', () => {
  it('groups branches by city', async () => {
    const r = await api.call('/v1/locations?countryCode=GB');
    expect(r.status).toBe(200);
    expect(r.body.locations.map((l: { city: string }) => l.city)).toEqual([
      'London',
      'Manchester',
      'Edinburgh',
    ]);
    expect(r.body.locations[0].branches.length).toBe(3);
  });

  it.each([
    ['DE', [['street'], ['postcode', 'city'], ['country']], '80335', '+49'],
    ['GB', [['street'], ['city'], ['postcode'], ['country']], 'EC1A 1BB', '+44'],
    ['US', [['street'], ['city', 'region', 'postcode'], ['country']], '10001', '+1'],
  ])('%s address template', async (country, lines, example, prefix) => {
    const r = await api.call(`/v1/config/addresstemplates?countryCode=${country}`);
    expect(r.status).toBe(200);
    expect(r.body.lines).toEqual(lines);
    expect(r.body.postcodeExample).toBe(example);
    expect(r.body.phonePrefix).toBe(prefix);
    const postcode = r.body.fields.find((f: { name: string }) => f.name === 'postcode');
    expect(new RegExp(postcode.pattern).test(example)).toBe(true);
    // The countries an address form offers: every market, each of which answers with its own template.
    expect(r.body.countries).toEqual(expect.arrayContaining(['DE', 'GB', 'US', 'SA', 'EG']));
    expect(r.body.countries).toEqual([...r.body.countries].sort());
  });
});
