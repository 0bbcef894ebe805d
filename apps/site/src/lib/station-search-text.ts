// The station finder's search rule (issue 19), shared by the build (each branch's search text in the list)
// and the browser (the typed query): lower case without accents, so 'zurich' finds 'Zürich' and 'malaga'
// finds 'Málaga'; every word of the query must occur. Browser-safe: no Node, no zod.

/** Lower case, accents dropped, runs of space collapsed. */
export function normalizeSearch(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a branch is found by: its name, city, postcode, street and airport code. */
export function searchTextOf(station: {
  name: string;
  iata: string | null;
  address: { street: string; postcode: string; city: string };
}): string {
  const { address } = station;
  return normalizeSearch(
    [station.name, address.city, address.postcode, address.street, station.iata ?? ''].join(' '),
  );
}

/** Whether a branch's search text matches a query: every word of the query occurs in it. */
export function matchesSearch(searchText: string, query: string): boolean {
  return normalizeSearch(query)
    .split(' ')
    .filter((word) => word !== '')
    .every((word) => searchText.includes(word));
}
