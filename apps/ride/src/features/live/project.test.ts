import { describe, expect, it } from 'vitest';
import { fitProjection } from './project.ts';

const box = { width: 320, height: 200, margin: 20 };

describe('fitProjection', () => {
  it('puts north up, east right, and keeps every place inside the margins', () => {
    const pickup = { lat: 48.14, lng: 11.56 };
    const destination = { lat: 48.35, lng: 11.78 };
    const project = fitProjection([pickup, destination], box);
    const a = project(pickup);
    const b = project(destination);
    expect(b.y).toBeLessThan(a.y);
    expect(b.x).toBeGreaterThan(a.x);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(300);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(180);
    }
  });

  it('centres a single place', () => {
    const project = fitProjection([{ lat: 0, lng: 0 }], box);
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 160, y: 100 });
  });
});
