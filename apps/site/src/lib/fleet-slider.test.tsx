// The fleet slider's vehicles (issue 19): a category's groups of the market's fleet list, in the API's
// order, with their facts in the page language; the snapshot's reader names the file and the problem.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FleetSlider } from '../components/fleet-slider.tsx';
import { type FleetGroup, type FleetSnapshot, readFleetSnapshot } from './fleet-data.ts';
import { categoryGroups, fleetSliderOf } from './fleet-slider.ts';

const group = (code: string, facts: Partial<FleetGroup> = {}): FleetGroup => ({
  code,
  vehicleType: 'car',
  bodyStyle: 'hatchback',
  model: `${code} or similar`,
  seats: 5,
  transmission: 'manual',
  fuel: 'petrol',
  imagePath: `/cms/fleet/${code.toLowerCase()}.png`,
  ...facts,
});

const fleet: FleetSnapshot = {
  source: 'test',
  countries: {
    DE: [
      group('MBMR', { seats: 4 }),
      group('CDAR', { transmission: 'automatic' }),
      group('IFAH', { bodyStyle: 'suv', transmission: 'automatic', fuel: 'hybrid' }),
      group('FKMD', { vehicleType: 'van', bodyStyle: 'van', seats: 3 }),
    ],
  },
};

describe('fleet slider', () => {
  it('takes the category’s groups of the market in the API’s order', () => {
    expect(categoryGroups('DE', 'automatic', fleet).map((g) => g.code)).toEqual(['CDAR', 'IFAH']);
    expect(categoryGroups('DE', 'van', fleet).map((g) => g.code)).toEqual(['FKMD']);
    expect(categoryGroups('FR', 'automatic', fleet)).toEqual([]);
  });

  it('has no slider where the market has no vehicle of the category', () => {
    expect(fleetSliderOf('de-DE', 'DE', 'convertible', fleet)).toBeUndefined();
  });

  it('names the vehicles and their facts in the page language, with the 400 px WebP of their picture', () => {
    const slider = fleetSliderOf('de-DE', 'DE', 'automatic', fleet);
    expect(slider).toMatchObject({ heading: 'Fahrzeuge dieser Kategorie', next: 'Nächste Fahrzeuge' });
    expect(slider?.vehicles[0]).toEqual({
      code: 'CDAR',
      model: 'CDAR or similar',
      image: '/cms/fleet/cdar-400.webp',
      facts: '5 Sitze · Automatik',
    });
    // Arabic: the count in Arabic-Indic digits, like every number on the page.
    expect(fleetSliderOf('ar-SA', 'DE', 'economy', fleet)?.vehicles[0]?.facts).toBe(
      '٤ مقاعد · ناقل حركة يدوي',
    );
  });

  it('renders a focusable list labelled by its heading, and buttons hidden until the script runs', () => {
    const slider = fleetSliderOf('en-US', 'DE', 'automatic', fleet);
    if (!slider) throw new Error('no slider');
    const html = renderToStaticMarkup(<FleetSlider slider={slider} />);
    expect(html).toContain(
      '<ul class="fleet-slider__list" tabindex="0" aria-labelledby="fleet-slider-title">',
    );
    expect(html).toContain('<h2 id="fleet-slider-title">Vehicles in this category</h2>');
    expect(html).toContain('<div class="fleet-slider__controls" data-pending="">');
    expect(html).toContain('<span class="visually-hidden">Next vehicles</span>');
    expect(html).toContain(
      '<img src="/cms/fleet/cdar-400.webp" width="400" height="200" alt="" loading="lazy"',
    );
  });
});

describe('readFleetSnapshot', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-data-'));

  it('names the missing file and how it is made', () => {
    expect(() => readFleetSnapshot(path.join(dir, 'none.json'))).toThrow(
      /No fleet data at .*none\.json: `npm run build` writes it/,
    );
  });

  it('names each invalid field', () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ source: 'x', countries: { DE: [{ ...group('CDAR'), imagePath: 'cdar.png' }] } }),
    );
    expect(() => readFleetSnapshot(file)).toThrow(
      /countries\.DE\.0\.imagePath: Expected \/cms\/fleet\/\{code\}\.png/,
    );
  });
});
