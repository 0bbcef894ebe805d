// issue 19: a page tells a customer only what is true where they are. Iceland has no railway, so neither
// the demo branches (apps/api/src/db/seed/places.ts `citiesWithoutRailway`) nor the Icelandic pages may
// send a customer to a train station (the home page once named Reykjavík's "main train station").
import { sites } from '@rental/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileSource } from './file-source.ts';
import { loadAllPages } from './load.ts';
import type { Page } from './schema.ts';

/** Sites of countries without a passenger railway, and the words their languages use for one. */
const withoutRailway: Readonly<Record<string, RegExp>> = {
  is: /lestar|járnbraut|train station|railway/i,
};

let pages: Page[];
beforeAll(async () => {
  pages = await loadAllPages(createFileSource(), { siteIds: sites.map((site) => site.id) });
});

describe('local facts (issue 19)', () => {
  it('names no train station on the sites of countries without a railway', () => {
    const checked = pages.filter((page) =>
      Object.keys(withoutRailway).some((id) => page.file.includes(`content/${id}/`)),
    );
    expect(checked.length).toBeGreaterThan(10);
    const wrong = checked.flatMap((page) => {
      const site = Object.keys(withoutRailway).find((id) => page.file.includes(`content/${id}/`)) ?? '';
      const found = withoutRailway[site]?.exec(page.body);
      return found ? [`${page.file}: "${found[0]}"`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
