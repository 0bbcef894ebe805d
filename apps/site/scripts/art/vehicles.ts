// Side views of the rental and subscription vehicles as SVG (issue 23: drawn here, distinct per category
// and per vehicle). A body style gives the silhouette in metres; each vehicle scales it and adds its paint,
// wheels, roof, badges and livery. The script draw-cms-images.ts rasterises them for /cms/fleet and
// /cms/subscription.
import { n, type OutlinePoint, type Point, shade, smoothPath } from './svg.ts';

/** A silhouette in metres: x from the rear (0) to the front, y up from the ground. */
interface BodyStyle {
  length: number;
  /** Outline over the top from the rear bottom to the front bottom, then the sill back. */
  outline: OutlinePoint[];
  /** Daylight openings (windows), each a polygon. */
  windows: OutlinePoint[][];
  /** x of the pillars that split the windows, with their width. */
  pillars: Array<[x: number, width: number]>;
  /** x of door cuts (from the belt line down to the sill). */
  doors: number[];
  /** y of the belt line (bottom of the windows) and of the sill. */
  belt: number;
  sill: number;
  /** Wheel centres (x) and radius. */
  wheels: number[];
  wheelRadius: number;
  /** Head and tail light polygons. */
  headlight: Point[];
  taillight: Point[];
  /** A cargo box behind the cab (trucks): x from, x to, y bottom, y top. */
  box?: [number, number, number, number];
  /** Whether the style has no roof (a convertible with the top down). */
  open?: boolean;
}

const styles = {
  city: {
    length: 3.57,
    outline: [
      [0.08, 0.3, 'corner'],
      [0, 0.62],
      [0.04, 1.0],
      [0.2, 1.35],
      [0.6, 1.49],
      [1.6, 1.48],
      [2.28, 1.12],
      [2.95, 0.98],
      [3.45, 0.8],
      [3.57, 0.56],
      [3.54, 0.3, 'corner'],
      [3.2, 0.18, 'corner'],
      [0.35, 0.18, 'corner'],
    ],
    windows: [
      [
        [0.24, 1.03],
        [0.46, 1.36],
        [1.55, 1.4],
        [2.22, 1.08, 'corner'],
      ],
    ],
    pillars: [[0.78, 0.16]],
    doors: [2.35, 0.85],
    belt: 1.03,
    sill: 0.3,
    wheels: [0.62, 2.92],
    wheelRadius: 0.3,
    headlight: [
      [3.28, 0.86],
      [3.5, 0.78],
      [3.52, 0.66],
      [3.3, 0.72],
    ],
    taillight: [
      [0.03, 0.98],
      [0.16, 1.02],
      [0.15, 0.84],
      [0.03, 0.8],
    ],
  },
  hatch: {
    length: 4.28,
    outline: [
      [0.06, 0.3, 'corner'],
      [0, 0.62],
      [0.04, 0.96],
      [0.16, 1.3],
      [0.42, 1.44],
      [1.2, 1.47],
      [1.95, 1.43],
      [2.58, 1.08],
      [3.35, 0.97],
      [4.05, 0.84],
      [4.27, 0.6],
      [4.24, 0.3, 'corner'],
      [3.95, 0.18, 'corner'],
      [0.35, 0.18, 'corner'],
    ],
    windows: [
      [
        [0.3, 1.0],
        [0.5, 1.34],
        [1.9, 1.37],
        [2.5, 1.04, 'corner'],
      ],
    ],
    pillars: [
      [1.02, 0.14],
      [1.95, 0.08],
    ],
    doors: [2.62, 1.97, 1.05],
    belt: 1.0,
    sill: 0.3,
    wheels: [0.82, 3.46],
    wheelRadius: 0.32,
    headlight: [
      [3.9, 0.88],
      [4.18, 0.8],
      [4.22, 0.7],
      [3.95, 0.74],
    ],
    taillight: [
      [0.02, 0.96],
      [0.2, 0.99],
      [0.18, 0.84],
      [0.03, 0.82],
    ],
  },
  sedan: {
    length: 4.7,
    outline: [
      [0.06, 0.32, 'corner'],
      [0, 0.62],
      [0.04, 0.93],
      [0.3, 1.03],
      [0.8, 1.07],
      [1.4, 1.41],
      [2.3, 1.45],
      [3.02, 1.06],
      [3.9, 0.96],
      [4.52, 0.82],
      [4.7, 0.6],
      [4.67, 0.32, 'corner'],
      [4.35, 0.2, 'corner'],
      [0.38, 0.2, 'corner'],
    ],
    windows: [
      [
        [0.98, 1.04],
        [1.48, 1.37],
        [2.26, 1.4],
        [2.94, 1.05, 'corner'],
      ],
    ],
    pillars: [
      [1.3, 0.1],
      [2.1, 0.08],
    ],
    doors: [3.05, 2.12, 1.25],
    belt: 1.04,
    sill: 0.32,
    wheels: [1.02, 3.88],
    wheelRadius: 0.33,
    headlight: [
      [4.3, 0.89],
      [4.6, 0.8],
      [4.64, 0.7],
      [4.34, 0.75],
    ],
    taillight: [
      [0.03, 0.92],
      [0.3, 0.99],
      [0.28, 0.86],
      [0.04, 0.82],
    ],
  },
  wagon: {
    length: 4.78,
    outline: [
      [0.06, 0.32, 'corner'],
      [0, 0.66],
      [0.04, 1.02],
      [0.12, 1.38],
      [0.36, 1.48],
      [2.3, 1.5],
      [3.05, 1.07],
      [3.95, 0.97],
      [4.6, 0.83],
      [4.78, 0.62],
      [4.75, 0.32, 'corner'],
      [4.45, 0.2, 'corner'],
      [0.38, 0.2, 'corner'],
    ],
    windows: [
      [
        [0.22, 1.04],
        [0.36, 1.4],
        [2.25, 1.43],
        [2.98, 1.05, 'corner'],
      ],
    ],
    pillars: [
      [1.05, 0.12],
      [2.08, 0.08],
    ],
    doors: [3.08, 2.1, 1.12],
    belt: 1.04,
    sill: 0.32,
    wheels: [0.98, 3.78],
    wheelRadius: 0.33,
    headlight: [
      [4.35, 0.9],
      [4.66, 0.82],
      [4.7, 0.72],
      [4.4, 0.76],
    ],
    taillight: [
      [0.02, 1.0],
      [0.22, 1.03],
      [0.2, 0.88],
      [0.03, 0.85],
    ],
  },
  suv: {
    length: 4.6,
    outline: [
      [0.06, 0.44, 'corner'],
      [0, 0.76],
      [0.05, 1.14],
      [0.15, 1.55],
      [0.4, 1.68],
      [2.4, 1.7],
      [3.06, 1.26],
      [3.95, 1.14],
      [4.5, 1.0],
      [4.62, 0.74],
      [4.58, 0.44, 'corner'],
      [4.25, 0.3, 'corner'],
      [0.38, 0.3, 'corner'],
    ],
    windows: [
      [
        [0.28, 1.19],
        [0.45, 1.6],
        [2.35, 1.62],
        [3.0, 1.22, 'corner'],
      ],
    ],
    pillars: [
      [1.05, 0.12],
      [2.05, 0.09],
    ],
    doors: [3.1, 2.08, 1.08],
    belt: 1.19,
    sill: 0.44,
    wheels: [0.9, 3.6],
    wheelRadius: 0.38,
    headlight: [
      [4.18, 1.06],
      [4.5, 0.98],
      [4.54, 0.88],
      [4.22, 0.92],
    ],
    taillight: [
      [0.03, 1.12],
      [0.24, 1.16],
      [0.22, 0.98],
      [0.04, 0.95],
    ],
  },
  mpv: {
    length: 4.53,
    outline: [
      [0.06, 0.3, 'corner'],
      [0, 0.68],
      [0.04, 1.1],
      [0.14, 1.55],
      [0.4, 1.65],
      [2.55, 1.66],
      [3.35, 1.08],
      [4.0, 0.98],
      [4.45, 0.85],
      [4.55, 0.62],
      [4.52, 0.3, 'corner'],
      [4.2, 0.2, 'corner'],
      [0.35, 0.2, 'corner'],
    ],
    windows: [
      [
        [0.24, 1.08],
        [0.4, 1.57],
        [2.5, 1.58],
        [3.25, 1.1, 'corner'],
      ],
    ],
    pillars: [
      [0.98, 0.12],
      [2.0, 0.09],
    ],
    doors: [3.3, 2.02, 1.02],
    belt: 1.08,
    sill: 0.3,
    wheels: [0.88, 3.66],
    wheelRadius: 0.33,
    headlight: [
      [4.12, 0.92],
      [4.42, 0.84],
      [4.47, 0.74],
      [4.16, 0.78],
    ],
    taillight: [
      [0.02, 1.08],
      [0.2, 1.12],
      [0.18, 0.94],
      [0.03, 0.92],
    ],
  },
  convertible: {
    length: 4.52,
    open: true,
    outline: [
      [0.08, 0.3, 'corner'],
      [0, 0.6],
      [0.12, 0.9],
      [0.6, 1.0],
      [1.45, 1.0, 'corner'],
      [2.85, 1.0, 'corner'],
      [3.6, 0.9],
      [4.35, 0.72],
      [4.52, 0.54],
      [4.5, 0.3, 'corner'],
      [4.2, 0.16, 'corner'],
      [0.35, 0.16, 'corner'],
    ],
    windows: [
      [
        [2.84, 1.0, 'corner'],
        [2.42, 1.3, 'corner'],
        [2.5, 1.3, 'corner'],
        [2.95, 1.0, 'corner'],
      ],
    ],
    pillars: [],
    doors: [2.9, 1.55],
    belt: 1.0,
    sill: 0.3,
    wheels: [0.95, 3.4],
    wheelRadius: 0.33,
    headlight: [
      [4.08, 0.8],
      [4.4, 0.72],
      [4.46, 0.62],
      [4.12, 0.68],
    ],
    taillight: [
      [0.05, 0.86],
      [0.4, 0.96],
      [0.38, 0.86],
      [0.06, 0.78],
    ],
  },
  vanSmall: {
    length: 4.42,
    outline: [
      [0.04, 0.32, 'corner'],
      [0, 0.7],
      [0.02, 1.78],
      [0.14, 1.86],
      [2.8, 1.86],
      [3.35, 1.36],
      [3.9, 1.1],
      [4.35, 0.95],
      [4.42, 0.62],
      [4.4, 0.32, 'corner'],
      [4.1, 0.2, 'corner'],
      [0.32, 0.2, 'corner'],
    ],
    windows: [
      [
        [2.72, 1.14],
        [2.74, 1.74],
        [2.84, 1.76],
        [3.3, 1.32, 'corner'],
      ],
    ],
    pillars: [],
    doors: [3.36, 2.66, 1.7],
    belt: 1.14,
    sill: 0.32,
    wheels: [0.86, 3.56],
    wheelRadius: 0.33,
    headlight: [
      [4.05, 1.02],
      [4.34, 0.94],
      [4.38, 0.82],
      [4.08, 0.88],
    ],
    taillight: [
      [0.01, 1.2],
      [0.1, 1.2],
      [0.1, 0.8],
      [0.01, 0.8],
    ],
  },
  vanMedium: {
    length: 5.05,
    outline: [
      [0.04, 0.34, 'corner'],
      [0, 0.75],
      [0.02, 1.92],
      [0.15, 2.0],
      [3.5, 2.0],
      [3.95, 1.5],
      [4.45, 1.15],
      [4.95, 1.0],
      [5.05, 0.66],
      [5.02, 0.34, 'corner'],
      [4.7, 0.22, 'corner'],
      [0.32, 0.22, 'corner'],
    ],
    windows: [
      [
        [3.36, 1.2],
        [3.38, 1.86],
        [3.48, 1.9],
        [3.9, 1.46, 'corner'],
      ],
    ],
    pillars: [],
    doors: [3.98, 3.28, 2.2],
    belt: 1.2,
    sill: 0.34,
    wheels: [1.05, 4.05],
    wheelRadius: 0.36,
    headlight: [
      [4.66, 1.08],
      [4.96, 0.98],
      [5.0, 0.86],
      [4.7, 0.92],
    ],
    taillight: [
      [0.01, 1.3],
      [0.11, 1.3],
      [0.11, 0.84],
      [0.01, 0.84],
    ],
  },
  vanLarge: {
    length: 5.93,
    outline: [
      [0.04, 0.4, 'corner'],
      [0, 0.82],
      [0.02, 2.55],
      [0.12, 2.62],
      [4.35, 2.62],
      [4.58, 2.38],
      [4.92, 1.66],
      [5.5, 1.3],
      [5.88, 1.12],
      [5.93, 0.72],
      [5.9, 0.4, 'corner'],
      [5.6, 0.26, 'corner'],
      [0.4, 0.26, 'corner'],
    ],
    windows: [
      [
        [4.3, 1.46],
        [4.32, 2.3],
        [4.46, 2.36],
        [4.86, 1.68, 'corner'],
      ],
    ],
    pillars: [],
    doors: [4.94, 4.22, 3.0],
    belt: 1.46,
    sill: 0.4,
    wheels: [1.32, 4.96],
    wheelRadius: 0.38,
    headlight: [
      [5.55, 1.22],
      [5.86, 1.1],
      [5.9, 0.98],
      [5.58, 1.06],
    ],
    taillight: [
      [0.01, 1.5],
      [0.12, 1.5],
      [0.12, 0.9],
      [0.01, 0.9],
    ],
  },
  pickup: {
    length: 5.33,
    outline: [
      [0.04, 0.46, 'corner'],
      [0.0, 1.16, 'corner'],
      [2.05, 1.16, 'corner'],
      [2.12, 1.24],
      [2.3, 1.8],
      [2.55, 1.86],
      [3.35, 1.86],
      [3.85, 1.32],
      [4.9, 1.18],
      [5.3, 1.0],
      [5.33, 0.62],
      [5.3, 0.46, 'corner'],
      [4.95, 0.34, 'corner'],
      [0.4, 0.34, 'corner'],
    ],
    windows: [
      [
        [2.34, 1.3],
        [2.5, 1.76],
        [3.3, 1.78],
        [3.74, 1.34, 'corner'],
      ],
    ],
    pillars: [[2.98, 0.1]],
    doors: [3.86, 3.0, 2.14],
    belt: 1.3,
    sill: 0.46,
    wheels: [1.05, 4.3],
    wheelRadius: 0.4,
    headlight: [
      [4.95, 1.14],
      [5.26, 1.06],
      [5.3, 0.94],
      [4.98, 0.98],
    ],
    taillight: [
      [0.0, 1.1],
      [0.1, 1.1],
      [0.1, 0.82],
      [0.0, 0.82],
    ],
  },
  boxTruck: {
    length: 6.5,
    box: [0, 4.42, 0.72, 3.2],
    outline: [
      [4.48, 0.42, 'corner'],
      [4.48, 2.46, 'corner'],
      [4.62, 2.56],
      [5.3, 2.56],
      [5.58, 2.22],
      [6.08, 1.52],
      [6.44, 1.26],
      [6.5, 0.78],
      [6.48, 0.42, 'corner'],
      [6.2, 0.3, 'corner'],
    ],
    windows: [
      [
        [4.98, 1.48],
        [5.0, 2.3],
        [5.3, 2.36],
        [5.94, 1.56, 'corner'],
      ],
    ],
    pillars: [],
    doors: [6.0, 4.9],
    belt: 1.48,
    sill: 0.42,
    wheels: [1.8, 5.4],
    wheelRadius: 0.38,
    headlight: [
      [6.18, 1.3],
      [6.44, 1.2],
      [6.47, 1.06],
      [6.2, 1.12],
    ],
    taillight: [
      [0.0, 0.95],
      [0.12, 0.95],
      [0.12, 0.78],
      [0.0, 0.78],
    ],
  },
  truck: {
    length: 7.8,
    box: [0, 5.48, 1.0, 3.4],
    outline: [
      [5.55, 0.56, 'corner'],
      [5.55, 3.0, 'corner'],
      [5.7, 3.12],
      [6.95, 3.12],
      [7.14, 2.92],
      [7.36, 1.96],
      [7.78, 1.78],
      [7.8, 0.56, 'corner'],
      [7.5, 0.42, 'corner'],
    ],
    windows: [
      [
        [6.34, 1.98],
        [6.36, 2.84],
        [6.92, 2.9],
        [7.18, 1.98, 'corner'],
      ],
    ],
    pillars: [],
    doors: [7.25, 6.2],
    belt: 1.98,
    sill: 0.56,
    wheels: [2.4, 6.6],
    wheelRadius: 0.48,
    headlight: [
      [7.5, 1.0],
      [7.78, 0.98],
      [7.78, 0.8],
      [7.5, 0.82],
    ],
    taillight: [
      [0.0, 1.22],
      [0.14, 1.22],
      [0.14, 1.02],
      [0.0, 1.02],
    ],
  },
} satisfies Record<string, BodyStyle>;

export type BodyStyleName = keyof typeof styles;

export type WheelDesign = 'five' | 'multi' | 'twin' | 'aero' | 'steel' | 'truck';

/** One vehicle as drawn: a body style scaled to the vehicle, its paint and details. */
export interface VehicleArt {
  style: BodyStyleName;
  /** Real length and height in metres (the style is stretched to them). */
  length: number;
  height: number;
  paint: string;
  /** A roof in another colour (two-tone), a livery stripe, a cargo-box colour. */
  roof?: string;
  stripe?: string;
  boxColor?: string;
  wheels: WheelDesign;
  /** Electric (closed grille, charge flap, bolt badge) or hybrid (leaf badge). */
  drive?: 'electric' | 'hybrid';
  rails?: boolean;
  /** Windows all along (a passenger van such as the V-Class). */
  passenger?: boolean;
  /** A tail lift at the rear of a box truck. */
  tailLift?: boolean;
  /** The interior colour of a convertible. */
  interior?: string;
}

const canvas = { width: 800, height: 400, ground: 344 } as const;

/** Pixels per metre: cars share one scale and vans and trucks theirs, so sizes compare within a family. */
function scaleOf(style: BodyStyleName): number {
  if (style === 'truck') return 84;
  if (style === 'boxTruck') return 92;
  if (style.startsWith('van')) return 108;
  return 122;
}

/** The vehicle as an 800 × 400 SVG on a transparent background, facing right. */
export function vehicleSvg(art: VehicleArt): string {
  const style: BodyStyle = styles[art.style];
  const pxPerMetre = scaleOf(art.style);
  const maxY = Math.max(...style.outline.map((p) => p[1]), style.box?.[3] ?? 0);
  const sx = (art.length / style.length) * pxPerMetre;
  const sy = (art.height / maxY) * pxPerMetre;
  const width = style.length * sx;
  const x0 = (canvas.width - width) / 2;
  const X = (x: number) => x0 + x * sx;
  const Y = (y: number) => canvas.ground - y * sy;
  const map = (points: readonly (OutlinePoint | Point)[]): OutlinePoint[] =>
    points.map((p) => (p[2] === 'corner' ? [X(p[0]), Y(p[1]), 'corner'] : [X(p[0]), Y(p[1])]));
  const poly = (points: readonly Point[]) => points.map((p) => `${n(X(p[0]))},${n(Y(p[1]))}`).join(' ');
  const r = style.wheelRadius * Math.min(sx, sy);
  const paint = art.paint;
  const id = (name: string) => `${name}`;
  const parts: string[] = [];

  parts.push(`<defs>
<linearGradient id="${id('body')}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${shade(paint, 0.28)}"/><stop offset="0.42" stop-color="${paint}"/>
<stop offset="0.7" stop-color="${shade(paint, -0.12)}"/><stop offset="1" stop-color="${shade(paint, -0.38)}"/></linearGradient>
<linearGradient id="${id('glass')}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#5b6b7d"/><stop offset="0.45" stop-color="#243041"/><stop offset="0.55" stop-color="#1a2230"/><stop offset="1" stop-color="#3a4759"/></linearGradient>
<radialGradient id="${id('rim')}" cx="0.4" cy="0.35" r="0.75">
<stop offset="0" stop-color="#f4f6f8"/><stop offset="0.6" stop-color="#b9bfc7"/><stop offset="1" stop-color="#7b828c"/></radialGradient>
<radialGradient id="${id('shadow')}" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<clipPath id="${id('bodyClip')}"><path d="${smoothPath(map(style.outline))}"/></clipPath>
</defs>`);
  // Ground shadow.
  parts.push(
    `<ellipse cx="${n(x0 + width / 2)}" cy="${n(canvas.ground + 4)}" rx="${n(width * 0.56)}" ry="${n(r * 0.5)}" fill="url(#${id('shadow')})"/>`,
  );

  // Cargo box of the trucks, with the brand band.
  if (style.box) {
    const [bx1, bx2, by1, by2] = style.box;
    const boxColor = art.boxColor ?? '#f3f4f6';
    parts.push(
      `<rect x="${n(X(bx1))}" y="${n(Y(by2))}" width="${n(X(bx2) - X(bx1))}" height="${n(Y(by1) - Y(by2))}" rx="6" fill="${boxColor}" stroke="${shade(boxColor, -0.25)}" stroke-width="2"/>`,
    );
    for (let i = 1; i < 6; i++) {
      const x = X(bx1 + ((bx2 - bx1) * i) / 6);
      parts.push(
        `<line x1="${n(x)}" y1="${n(Y(by2) + 6)}" x2="${n(x)}" y2="${n(Y(by1) - 6)}" stroke="${shade(boxColor, -0.08)}" stroke-width="2"/>`,
      );
    }
    if (art.stripe) {
      const h = (by2 - by1) * 0.2;
      parts.push(
        `<rect x="${n(X(bx1))}" y="${n(Y(by1 + h * 1.6))}" width="${n(X(bx2) - X(bx1))}" height="${n(h * sy)}" fill="${art.stripe}"/>`,
      );
      parts.push(
        kestrelMark(X(bx1 + (bx2 - bx1) * 0.5), Y(by1 + (by2 - by1) * 0.64), (by2 - by1) * sy * 0.3),
      );
    }
    // Chassis rail under the box.
    parts.push(
      `<rect x="${n(X(0.25))}" y="${n(Y(by1))}" width="${n(X(bx2) - X(0.25))}" height="${n(0.2 * sy)}" fill="#23262b"/>`,
    );
    if (art.tailLift) {
      parts.push(
        `<rect x="${n(X(-0.08))}" y="${n(Y(by1 + 0.02))}" width="${n(0.12 * sx)}" height="${n((by1 - 0.3) * sy)}" rx="3" fill="#3b3f46"/>`,
      );
    }
  }

  // Body.
  const body = smoothPath(map(style.outline));
  parts.push(
    `<path d="${body}" fill="url(#${id('body')})" stroke="${shade(paint, -0.45)}" stroke-width="1.5"/>`,
  );
  // Two-tone roof: the band above the windows in the roof colour.
  if (art.roof && !style.open) {
    parts.push(
      `<rect x="0" y="0" width="${canvas.width}" height="${n(Y(style.belt + (maxY - style.belt) * 0.84))}" fill="${art.roof}" clip-path="url(#${id('bodyClip')})"/>`,
    );
  }
  // Livery stripe of the vans.
  if (art.stripe && !style.box) {
    const y1 = style.belt - 0.18;
    parts.push(
      `<rect x="0" y="${n(Y(y1))}" width="${canvas.width}" height="${n(0.14 * sy)}" fill="${art.stripe}" clip-path="url(#${id('bodyClip')})"/>`,
    );
    parts.push(kestrelMark(X(style.length * 0.36), Y(style.belt + 0.38), 0.5 * sy));
  }
  // Shoulder highlight and the darker rocker.
  parts.push(
    `<path d="M${n(X(0.15))} ${n(Y(style.belt - 0.06))}L${n(X(style.length * 0.92))} ${n(Y(style.belt - 0.12))}" stroke="${shade(paint, 0.5)}" stroke-opacity="0.55" stroke-width="2.5" stroke-linecap="round" fill="none" clip-path="url(#${id('bodyClip')})"/>`,
  );
  parts.push(
    `<rect x="0" y="${n(Y(style.sill + 0.1))}" width="${canvas.width}" height="${n(0.16 * sy)}" fill="${shade(paint, -0.45)}" opacity="0.55" clip-path="url(#${id('bodyClip')})"/>`,
  );

  // Windows: the style's openings, or glass all along a passenger van.
  const windows = art.passenger ? passengerWindows(style) : style.windows;
  const glass = windows.map((w) => smoothPath(map(w), 0.5)).join('');
  parts.push(`<path d="${glass}" fill="url(#${id('glass')})"/>`);
  parts.push(
    `<clipPath id="${id('glassClip')}"><path d="${glass}"/></clipPath><path d="M${n(X(style.length * 0.2))} ${n(Y(maxY))}L${n(X(style.length * 0.32))} ${n(Y(maxY))}L${n(X(style.length * 0.18))} ${n(Y(style.belt))}L${n(X(style.length * 0.06))} ${n(Y(style.belt))}Z" fill="#fff" opacity="0.14" clip-path="url(#${id('glassClip')})"/>`,
  );
  const pillarColor = art.roof ?? shade(paint, -0.2);
  const pillars = art.passenger ? passengerPillars(style) : style.pillars;
  for (const [px, pw] of pillars) {
    parts.push(
      `<rect x="${n(X(px - pw / 2))}" y="0" width="${n(pw * sx)}" height="${canvas.height}" fill="${pillarColor}" clip-path="url(#${id('glassClip')})"/>`,
    );
  }
  // Convertible: headrests and the stowed top behind the seats.
  if (style.open) {
    const interior = art.interior ?? '#2b2118';
    parts.push(
      `<path d="M${n(X(1.5))} ${n(Y(1.0))}Q${n(X(1.62))} ${n(Y(1.26))} ${n(X(1.78))} ${n(Y(1.25))}L${n(X(1.82))} ${n(Y(1.0))}Z" fill="${interior}"/>`,
      `<path d="M${n(X(2.05))} ${n(Y(1.0))}Q${n(X(2.14))} ${n(Y(1.25))} ${n(X(2.3))} ${n(Y(1.24))}L${n(X(2.34))} ${n(Y(1.0))}Z" fill="${interior}"/>`,
      `<path d="M${n(X(0.75))} ${n(Y(1.0))}Q${n(X(1.0))} ${n(Y(1.12))} ${n(X(1.4))} ${n(Y(1.02))}Z" fill="#1c1f24"/>`,
      `<path d="M${n(X(2.84))} ${n(Y(1.0))}L${n(X(2.42))} ${n(Y(1.3))}" stroke="#1c1f24" stroke-width="4" stroke-linecap="round"/>`,
    );
  }

  // Door cuts, handles and the mirror.
  for (const dx of style.doors) {
    parts.push(
      `<path d="M${n(X(dx))} ${n(Y(style.belt))}L${n(X(dx - 0.04))} ${n(Y(style.sill + 0.04))}" stroke="${shade(paint, -0.5)}" stroke-width="1.6" stroke-opacity="0.7" clip-path="url(#${id('bodyClip')})"/>`,
    );
  }
  for (let i = 0; i + 1 < style.doors.length; i++) {
    const hx = style.doors[i]! - 0.3;
    parts.push(
      `<rect x="${n(X(hx) - 0.12 * sx)}" y="${n(Y(style.belt - 0.1))}" width="${n(0.2 * sx)}" height="${n(Math.max(3, 0.04 * sy))}" rx="2" fill="${shade(paint, -0.35)}"/>`,
    );
  }
  const front = style.windows[0]?.at(-1);
  if (front && !style.box) {
    const [mx, my] = [front[0] - 0.05, front[1] + 0.02];
    parts.push(
      `<path d="M${n(X(mx))} ${n(Y(my))}l${n(0.2 * sx)} -${n(0.03 * sy)}l${n(0.02 * sx)} ${n(0.12 * sy)}l-${n(0.17 * sx)} ${n(0.02 * sy)}Z" fill="${shade(paint, -0.25)}"/>`,
    );
  }

  // Lights, grille, badges.
  parts.push(`<polygon points="${poly(style.headlight)}" fill="#fdf7e3" stroke="#9aa1ab" stroke-width="1"/>`);
  parts.push(`<polygon points="${poly(style.taillight)}" fill="#c81e1e" stroke="#7f1212" stroke-width="1"/>`);
  const nose = style.outline.reduce((a, b) => (b[0] > a[0] ? b : a));
  if (art.drive !== 'electric') {
    parts.push(
      `<rect x="${n(X(nose[0]) - 0.06 * sx)}" y="${n(Y(style.sill + 0.3))}" width="${n(0.07 * sx)}" height="${n(0.16 * sy)}" rx="2" fill="#1f2328"/>`,
    );
  }
  if (art.drive) {
    const bx = X(style.length * 0.22);
    const by = Y(style.belt - 0.32);
    parts.push(art.drive === 'electric' ? boltBadge(bx, by, 0.2 * sy) : leafBadge(bx, by, 0.2 * sy));
  }
  if (art.rails) {
    const roofY = maxY;
    parts.push(
      `<rect x="${n(X(style.length * 0.12))}" y="${n(Y(roofY) - 5)}" width="${n(style.length * 0.42 * sx)}" height="5" rx="2.5" fill="#2a2d33"/>`,
    );
  }

  // Wheels.
  for (const wx of style.wheels) {
    const cx = X(wx);
    const cy = canvas.ground - r;
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.12)}" fill="#15171a"/>`);
    parts.push(wheel(cx, cy, r, art.wheels, id('rim')));
    if (art.style === 'boxTruck' || art.style === 'truck') {
      if (wx === style.wheels[0])
        parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.2)}" fill="#0d0e10"/>`);
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">${parts.join('')}</svg>`;
}

/** A wheel: tyre, rim in the vehicle's design, hub. */
function wheel(cx: number, cy: number, r: number, design: WheelDesign, rimId: string): string {
  const out = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#1d2024"/>`];
  const rim = r * (design === 'truck' || design === 'steel' ? 0.56 : 0.66);
  out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim)}" fill="url(#${rimId})"/>`);
  const spokes = (count: number, width: number, color: string) => {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 - Math.PI / 2;
      out.push(
        `<line x1="${n(cx + Math.cos(a) * rim * 0.28)}" y1="${n(cy + Math.sin(a) * rim * 0.28)}" x2="${n(cx + Math.cos(a) * rim * 0.92)}" y2="${n(cy + Math.sin(a) * rim * 0.92)}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>`,
      );
    }
  };
  switch (design) {
    case 'five':
      out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.93)}" fill="#3a3f47"/>`);
      spokes(5, rim * 0.34, '#c9ced5');
      break;
    case 'multi':
      out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.93)}" fill="#2d3138"/>`);
      spokes(10, rim * 0.13, '#d7dbe0');
      break;
    case 'twin':
      out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.93)}" fill="#30343b"/>`);
      spokes(5, rim * 0.24, '#aeb4bc');
      for (let i = 0; i < 5; i++) {
        const a = ((i + 0.5) / 5) * Math.PI * 2 - Math.PI / 2;
        out.push(
          `<line x1="${n(cx + Math.cos(a) * rim * 0.35)}" y1="${n(cy + Math.sin(a) * rim * 0.35)}" x2="${n(cx + Math.cos(a) * rim * 0.9)}" y2="${n(cy + Math.sin(a) * rim * 0.9)}" stroke="#aeb4bc" stroke-width="${n(rim * 0.1)}" stroke-linecap="round"/>`,
        );
      }
      break;
    case 'aero':
      out.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.95)}" fill="#dfe3e8"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.7)}" fill="none" stroke="#9aa2ad" stroke-width="${n(rim * 0.06)}"/>`,
      );
      spokes(6, rim * 0.05, '#a7afba');
      break;
    case 'steel':
      out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.8)}" fill="#8b929b"/>`);
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        out.push(
          `<circle cx="${n(cx + Math.cos(a) * rim * 0.55)}" cy="${n(cy + Math.sin(a) * rim * 0.55)}" r="${n(rim * 0.1)}" fill="#5c636c"/>`,
        );
      }
      break;
    case 'truck':
      out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.85)}" fill="#9aa0a8"/>`);
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        out.push(
          `<circle cx="${n(cx + Math.cos(a) * rim * 0.5)}" cy="${n(cy + Math.sin(a) * rim * 0.5)}" r="${n(rim * 0.07)}" fill="#4a5058"/>`,
        );
      }
      break;
  }
  out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.16)}" fill="#5a616b"/>`);
  return out.join('');
}

/** Side windows all along a passenger van (behind the front door). */
function passengerWindows(style: BodyStyle): OutlinePoint[][] {
  const front = style.windows[0] ?? [];
  const top = Math.max(...front.map((p) => p[1]));
  const frontX = Math.min(...front.map((p) => p[0]));
  return [
    [
      [0.3, style.belt],
      [0.32, top - 0.04],
      [frontX - 0.12, top],
      [frontX - 0.12, style.belt, 'corner'],
    ],
    front,
  ];
}

function passengerPillars(style: BodyStyle): Array<[number, number]> {
  const frontX = Math.min(...(style.windows[0] ?? [[0, 0]]).map((p) => p[0]));
  return [
    [frontX * 0.36, 0.1],
    [frontX * 0.68, 0.1],
  ];
}

/** The brand's wing mark (as on the site's logo), for liveries. */
function kestrelMark(cx: number, cy: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${s.toFixed(3)})"><rect width="32" height="32" rx="8" fill="#c2410c"/><path d="M6 21c6-1 10-4 13-9l7-4-3 7c-2 5-7 8-17 6z" fill="#fff"/></g>`;
}

function boltBadge(cx: number, cy: number, size: number): string {
  const s = size / 24;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${s.toFixed(3)})"><circle cx="12" cy="12" r="11" fill="#0e7490"/><path d="M13 4 6 13.5h5L10 20l7-9.5h-5z" fill="#fff"/></g>`;
}

function leafBadge(cx: number, cy: number, size: number): string {
  const s = size / 24;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${s.toFixed(3)})"><circle cx="12" cy="12" r="11" fill="#15803d"/><path d="M6 17c0-7 5-11 12-11 0 7-4 12-11 12m0-1c2-3 5-6 8-8" fill="#fff" stroke="#15803d" stroke-width="1.2"/></g>`;
}
