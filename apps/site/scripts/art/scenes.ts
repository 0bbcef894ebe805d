// Photograph-like scenes for the hero bands of each product line and the campaign billboards (issue 23):
// a sky for the time of day, hazy hills or a skyline with depth-of-field blur, a road seen from the side,
// the line's vehicles (drawn by vehicles.ts, composited by the caller), light bokeh, grain and a vignette.
import { hashOf, mix, n, seeded } from './svg.ts';
import type { VehicleArt } from './vehicles.ts';

export type SceneName =
  | 'rental'
  | 'truck'
  | 'subscription'
  | 'share'
  | 'ride'
  | 'plus'
  | 'charge'
  | 'billboard-cars'
  | 'billboard-trucks'
  | 'not-found';

/** A vehicle to place on the scene: its drawing, its centre x and its width, both as fractions of the scene width. */
export interface Placement {
  art: VehicleArt;
  x: number;
  width: number;
}

export interface Scene {
  /** The background and foreground layers as SVG at the requested size. */
  back: string;
  front: string;
  /** Vehicles between back and front; their wheels stand on `road` (a fraction of the height). */
  vehicles: Placement[];
  road: number;
}

interface Light {
  sky: [string, string, string];
  sun?: { x: number; y: number; color: string; size: number };
  haze: string;
  ground: string;
  night?: boolean;
}

const lights = {
  golden: {
    sky: ['#2c3e63', '#c9776a', '#ffc98a'],
    sun: { x: 0.78, y: 0.5, color: '#ffe2a8', size: 0.16 },
    haze: '#e8a27f',
    ground: '#3b3330',
  },
  morning: {
    sky: ['#5d86b8', '#a9c4de', '#f1e1c6'],
    sun: { x: 0.2, y: 0.42, color: '#fff4d6', size: 0.12 },
    haze: '#b9c9d6',
    ground: '#4a4f52',
  },
  dusk: {
    sky: ['#1b2340', '#5b4a78', '#e58f6f'],
    sun: { x: 0.62, y: 0.6, color: '#ffb98a', size: 0.12 },
    haze: '#8a6f86',
    ground: '#2a2a33',
  },
  blue: { sky: ['#0f1d3a', '#27477a', '#6f9bc9'], haze: '#3d5d87', ground: '#1d2430', night: true },
  night: { sky: ['#05070d', '#101a30', '#243a5e'], haze: '#1f2e4a', ground: '#0e1117', night: true },
} satisfies Record<string, Light>;

/** Draws scene `name` at `width` × `height`; vehicles are returned for the caller to composite. */
export function scene(
  name: SceneName,
  width: number,
  height: number,
  vehicles: Record<string, VehicleArt>,
): Scene {
  const rand = seeded(hashOf(name));
  const W = width;
  const H = height;
  const v = (key: string) => {
    const art = vehicles[key];
    if (!art) throw new Error(`scene ${name}: no vehicle ${key}`);
    return art;
  };
  // Portrait crops (the mobile billboard) keep one vehicle, large, in the middle.
  const portrait = H > W;
  const plan: Record<SceneName, { light: Light; backdrop: Backdrop; road: number; cars: Placement[] }> = {
    rental: {
      light: lights.golden,
      backdrop: 'hills',
      road: 0.6,
      cars: [
        { art: v('ifah'), x: 0.38, width: 0.27 },
        { art: v('cdmr'), x: 0.64, width: 0.25 },
      ],
    },
    truck: {
      light: lights.morning,
      backdrop: 'warehouses',
      road: 0.6,
      cars: [
        { art: v('pkad'), x: 0.35, width: 0.3 },
        { art: v('fkmd'), x: 0.65, width: 0.28 },
      ],
    },
    subscription: {
      light: lights.dusk,
      backdrop: 'houses',
      road: 0.6,
      cars: [{ art: v('land-rover-discovery-sport'), x: 0.5, width: 0.32 }],
    },
    share: {
      light: lights.blue,
      backdrop: 'city',
      road: 0.6,
      cars: [
        { art: v('fiat-500e'), x: 0.38, width: 0.22 },
        { art: v('cupra-born'), x: 0.62, width: 0.26 },
      ],
    },
    ride: {
      light: lights.night,
      backdrop: 'city',
      road: 0.6,
      cars: [{ art: v('ldar'), x: 0.5, width: 0.33 }],
    },
    plus: {
      light: lights.morning,
      backdrop: 'hills',
      road: 0.6,
      cars: [{ art: v('swar'), x: 0.5, width: 0.33 }],
    },
    charge: {
      light: lights.blue,
      backdrop: 'city',
      road: 0.6,
      cars: [{ art: v('hyundai-ioniq-5'), x: 0.5, width: 0.32 }],
    },
    'billboard-cars': {
      light: lights.golden,
      backdrop: 'city',
      road: 0.6,
      cars: portrait
        ? [{ art: v('xtar'), x: 0.5, width: 0.92 }]
        : [
            { art: v('xtar'), x: 0.68, width: 0.3 },
            { art: v('idar'), x: 0.38, width: 0.3 },
          ],
    },
    'billboard-trucks': {
      light: lights.morning,
      backdrop: 'warehouses',
      road: 0.6,
      cars: portrait
        ? [{ art: v('ikmd'), x: 0.5, width: 0.92 }]
        : [
            { art: v('lkmd'), x: 0.66, width: 0.36 },
            { art: v('ikmd'), x: 0.34, width: 0.3 },
          ],
    },
    'not-found': {
      light: lights.dusk,
      backdrop: 'hills',
      road: 0.6,
      cars: [{ art: v('edmr'), x: 0.5, width: 0.34 }],
    },
  };
  const { light, backdrop, road, cars } = plan[name];
  // Narrow bands show the middle of a wide scene: bring the vehicles towards it.
  const placed = portrait ? cars.slice(0, 1) : cars;
  const horizon = H * (road - 0.26);
  const back: string[] = [];
  back.push(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="0.6" stop-color="${light.sky[1]}"/><stop offset="1" stop-color="${light.sky[2]}"/></linearGradient>
<linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light.ground, '#555a60', 0.3)}"/><stop offset="1" stop-color="${mix(light.ground, '#000000', 0.35)}"/></linearGradient>
 <linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
<filter id="far" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(W / 420)}"/></filter>
<filter id="mid" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(W / 900)}"/></filter>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(W / 60)}"/></filter>
<filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(W / 500)}"/></filter>
</defs>`);
  back.push(`<rect width="${W}" height="${n(horizon + H * 0.05)}" fill="url(#sky)"/>`);
  if (light.sun) {
    const s = light.sun;
    const cx = W * s.x;
    const cy = horizon - H * 0.08 - H * 0.3 * (1 - s.y);
    back.push(
      `<radialGradient id="sun" cx="${n(cx)}" cy="${n(cy)}" r="${n(W * s.size * 2.2)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${s.color}" stop-opacity="0.95"/><stop offset="0.12" stop-color="${s.color}" stop-opacity="0.6"/><stop offset="0.45" stop-color="${s.color}" stop-opacity="0.18"/><stop offset="1" stop-color="${s.color}" stop-opacity="0"/></radialGradient>`,
      `<rect width="${W}" height="${n(horizon + H * 0.05)}" fill="url(#sun)"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(W, H) * 0.035)}" fill="#fffaf0" opacity="0.95" filter="url(#bokeh)"/>`,
    );
  }
  if (light.night) {
    for (let i = 0; i < 70; i++) {
      back.push(
        `<circle cx="${n(rand() * W)}" cy="${n(rand() * horizon * 0.6)}" r="${n(0.6 + rand() * 1.2)}" fill="#fff" opacity="${n(0.3 + rand() * 0.5)}"/>`,
      );
    }
  }
  back.push(backdropLayers(backdrop, W, H, horizon, light, rand));
  // Pavement, kerb and road, seen from the side.
  const roadTop = H * road - H * 0.035;
  back.push(
    `<rect y="${n(horizon)}" width="${W}" height="${n(roadTop - horizon)}" fill="${mix(light.ground, light.haze, 0.25)}"/>`,
    `<rect y="${n(roadTop - H * 0.012)}" width="${W}" height="${n(H * 0.012)}" fill="${mix(light.ground, '#c8c8c8', 0.35)}"/>`,
    `<rect y="${n(roadTop)}" width="${W}" height="${n(H - roadTop)}" fill="url(#asphalt)"/>`,
  );
  for (let x = -W * 0.02; x < W; x += W * 0.11) {
    back.push(
      `<rect x="${n(x)}" y="${n(H * road + H * 0.07)}" width="${n(W * 0.06)}" height="${n(H * 0.008)}" fill="#e9e4d8" opacity="0.55"/>`,
    );
  }
  // The near side of the street: the other lane, a kerb and a verge, darker as it comes closer.
  const kerb = H * (road + 0.27);
  back.push(
    `<rect y="${n(kerb)}" width="${W}" height="${n(H * 0.015)}" fill="${mix(light.ground, '#b9b9b9', 0.3)}"/>`,
    `<rect y="${n(kerb + H * 0.015)}" width="${W}" height="${n(H - kerb)}" fill="${mix(light.ground, '#25402c', 0.45)}"/>`,
    `<rect y="${n(road * H)}" width="${W}" height="${n(H - road * H)}" fill="url(#near)"/>`,
  );
  const front: string[] = [];
  if (light.night) {
    // Out-of-focus street lights and shop windows in the foreground.
    const colors = ['#ffd28a', '#ff9f6e', '#9fd3ff', '#fff1c1'];
    for (let i = 0; i < 26; i++) {
      const r = W * (0.006 + rand() * 0.018);
      front.push(
        `<circle cx="${n(rand() * W)}" cy="${n(horizon + (rand() - 0.7) * H * 0.25)}" r="${n(r)}" fill="${colors[i % colors.length]}" opacity="${n(0.18 + rand() * 0.3)}" filter="url(#bokeh)"/>`,
      );
    }
  }
  // Grain and vignette make the drawing read as a photograph.
  front.push(`<defs>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="3" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
</defs>`);
  front.push(`<rect width="${W}" height="${H}" filter="url(#grain)"/>`);
  front.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);
  const wrap = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  return { back: wrap(back.join('')), front: wrap(front.join('')), vehicles: placed, road };
}

type Backdrop = 'hills' | 'city' | 'warehouses' | 'houses';

function backdropLayers(
  kind: Backdrop,
  W: number,
  H: number,
  horizon: number,
  light: Light,
  rand: () => number,
): string {
  const out: string[] = [];
  const ridge = (base: number, amplitude: number, color: string, filter: string, opacity = 1) => {
    let d = `M0 ${n(H)}L0 ${n(base)}`;
    const steps = 24;
    let y = base;
    for (let i = 0; i <= steps; i++) {
      y = base - amplitude * (0.4 + 0.6 * Math.abs(Math.sin(i * 0.9 + rand() * 2))) * (0.6 + rand() * 0.4);
      d += `L${n((W * i) / steps)} ${n(y)}`;
    }
    d += `L${W} ${n(H)}Z`;
    return `<path d="${d}" fill="${color}" opacity="${opacity}" filter="url(#${filter})"/>`;
  };
  const buildings = (
    base: number,
    minH: number,
    maxH: number,
    color: string,
    filter: string,
    windows: boolean,
  ) => {
    const g: string[] = [];
    let x = -W * 0.02;
    while (x < W) {
      const w = W * (0.03 + rand() * 0.06);
      const h = minH + rand() * (maxH - minH);
      g.push(
        `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w + 1)}" height="${n(h + 2)}" fill="${color}"/>`,
      );
      if (windows) {
        const cols = Math.max(2, Math.floor(w / (W * 0.012)));
        const rows = Math.max(2, Math.floor(h / (H * 0.05)));
        for (let c = 0; c < cols; c++)
          for (let r = 0; r < rows; r++) {
            if (rand() < (light.night ? 0.45 : 0.25)) continue;
            g.push(
              `<rect x="${n(x + (w * (c + 0.3)) / cols)}" y="${n(base - h + (h * (r + 0.25)) / rows)}" width="${n((w / cols) * 0.4)}" height="${n((h / rows) * 0.35)}" fill="${light.night ? '#ffd98f' : '#dfe8f1'}" opacity="${n(light.night ? 0.55 + rand() * 0.4 : 0.35)}"/>`,
            );
          }
      }
      x += w + W * (rand() * 0.01);
    }
    return `<g filter="url(#${filter})">${g.join('')}</g>`;
  };
  switch (kind) {
    case 'hills':
      out.push(ridge(horizon - H * 0.05, H * 0.18, mix(light.haze, light.sky[1], 0.35), 'far', 0.9));
      out.push(ridge(horizon, H * 0.1, mix(light.haze, light.ground, 0.45), 'far'));
      out.push(trees(W, H, horizon, mix(light.ground, '#1f3a2a', 0.5), rand));
      break;
    case 'city':
      out.push(buildings(horizon, H * 0.12, H * 0.42, mix(light.haze, light.sky[0], 0.3), 'far', true));
      out.push(
        buildings(horizon + H * 0.02, H * 0.06, H * 0.22, mix(light.ground, light.haze, 0.35), 'mid', true),
      );
      break;
    case 'warehouses':
      out.push(ridge(horizon - H * 0.02, H * 0.12, mix(light.haze, light.sky[1], 0.4), 'far', 0.8));
      out.push(buildings(horizon, H * 0.1, H * 0.2, mix(light.haze, light.ground, 0.45), 'mid', false));
      out.push(trees(W, H, horizon, mix(light.ground, '#2d4a35', 0.45), rand));
      break;
    case 'houses': {
      out.push(ridge(horizon - H * 0.04, H * 0.12, mix(light.haze, light.sky[1], 0.3), 'far', 0.85));
      const g: string[] = [];
      for (let x = W * 0.02; x < W; x += W * 0.24) {
        const w = W * 0.16;
        const h = H * 0.2;
        const base = horizon + H * 0.01;
        const wall = mix(light.ground, light.haze, 0.45);
        g.push(
          `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`,
          `<path d="M${n(x - w * 0.06)} ${n(base - h)}L${n(x + w / 2)} ${n(base - h * 1.55)}L${n(x + w * 1.06)} ${n(base - h)}Z" fill="${mix(wall, '#000000', 0.3)}"/>`,
          `<rect x="${n(x + w * 0.15)}" y="${n(base - h * 0.7)}" width="${n(w * 0.22)}" height="${n(h * 0.3)}" fill="#ffcf8a" opacity="0.85"/>`,
          `<rect x="${n(x + w * 0.6)}" y="${n(base - h * 0.7)}" width="${n(w * 0.22)}" height="${n(h * 0.3)}" fill="#ffcf8a" opacity="0.7"/>`,
        );
      }
      out.push(`<g filter="url(#mid)">${g.join('')}</g>`);
      out.push(trees(W, H, horizon + H * 0.02, mix(light.ground, '#233a2c', 0.5), rand));
      break;
    }
  }
  return out.join('');
}

function trees(W: number, H: number, base: number, color: string, rand: () => number): string {
  const g: string[] = [];
  for (let x = rand() * W * 0.05; x < W; x += W * (0.05 + rand() * 0.09)) {
    const r = H * (0.035 + rand() * 0.04);
    g.push(
      `<rect x="${n(x - r * 0.08)}" y="${n(base - r * 1.2)}" width="${n(r * 0.16)}" height="${n(r * 1.2)}" fill="${color}"/>`,
      `<ellipse cx="${n(x)}" cy="${n(base - r * 1.5)}" rx="${n(r)}" ry="${n(r * 1.15)}" fill="${color}"/>`,
    );
  }
  return `<g filter="url(#mid)">${g.join('')}</g>`;
}
