// The station finder's data step (ADR 010): the snapshot the site build reads, from the API's seeded answers
// by default, from a running API's JSON otherwise, validated by the site's schema on the way.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stationsSnapshotSchema } from '../apps/site/src/lib/station-data.ts';
import { collectStations, stationCountries, writeStationsSnapshot } from './stations.ts';

describe('writeStationsSnapshot', () => {
  it('without RENTAL_API_URL writes the seeded branches of every country the sites serve', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'stations-')), 'stations.json');
    const written = await writeStationsSnapshot(out, '');
    const read = stationsSnapshotSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(read).toEqual(written);
    expect(Object.keys(read.countries).sort()).toEqual(stationCountries());
    expect(read.countries.DE?.cities.map((c) => c.city)).toEqual([
      'München',
      'Berlin',
      'Frankfurt am Main',
      'Hamburg',
    ]);
    expect(read.countries.DE?.branches[0]).toMatchObject({
      name: 'Flughafen München',
      kind: 'airport',
      iata: 'MUC',
    });
  });
});

describe('collectStations', () => {
  it('asks the API for each country and fails on an answer the site cannot use', async () => {
    const asked: string[] = [];
    const get = async (url: string) => {
      asked.push(url);
      return url.startsWith('/v1/locations')
        ? { locations: [{ city: 'Oslo', coordinates: { lat: 59.9, lng: 10.7 }, branches: [{ id: 1 }] }] }
        : { stations: [] };
    };
    await expect(collectStations(get, ['NO'], 'test')).rejects.toThrow(
      'NO Oslo: branch 1 is listed in /v1/locations but missing from the stations',
    );
    expect(asked).toEqual([
      '/v1/locations?countryCode=NO',
      '/v1/branch/next/stations?countryCode=NO&limit=200',
    ]);
  });
});
