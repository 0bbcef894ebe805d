// Places on the route drawing: latitude and longitude projected into the SVG's box (equirectangular,
// longitudes narrowed by the cosine of the middle latitude so a city keeps its shape), north up, with
// a margin so the markers are never cut.

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  width: number;
  height: number;
  margin: number;
}

/** A projection fitted to `places` (at least one), for a box. */
export function fitProjection(places: ReadonlyArray<{ lat: number; lng: number }>, box: Box) {
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = lngs.map((l) => l * k);
  // A tiny span (one place, a short ride) still gets a sensible scale, around the places' centre.
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), 0.005);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), 0.005);
  const centreX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const centreY = (Math.max(...lats) + Math.min(...lats)) / 2;
  const inner = { width: box.width - 2 * box.margin, height: box.height - 2 * box.margin };
  const scale = Math.min(inner.width / spanX, inner.height / spanY);
  return (p: { lat: number; lng: number }): Point => ({
    x: round(box.width / 2 + (p.lng * k - centreX) * scale),
    y: round(box.height / 2 - (p.lat - centreY) * scale),
  });
}

const round = (n: number) => Math.round(n * 10) / 10;
