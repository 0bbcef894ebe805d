import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code.tsx';

afterEach(cleanup);

/** The dark modules a path draws, as rows of '0'/'1' (the path's rectangles read back). */
function modulesOf(d: string, size: number, margin: number): string[] {
  const grid = Array.from({ length: size }, () => Array<string>(size).fill('0'));
  for (const [, x, y, length] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(length); i++) grid[Number(y) - margin]![Number(x) - margin + i] = '1';
  return grid.map((row) => row.join(''));
}

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules, inside the quiet zone', () => {
    expect(qrPath(['101', '011', '000'])).toBe('M4 4h1v1h-1zM6 4h1v1h-1zM5 5h2v1h-2z');
    expect(qrPath(['11'], 0)).toBe('M0 0h2v1h-2z');
    expect(qrPath(['000', '000'])).toBe('');
  });

  it('draws exactly the modules it is given (a 21 × 21 pattern read back)', () => {
    const rows = Array.from({ length: 21 }, (_, y) =>
      Array.from({ length: 21 }, (_, x) => ((x * 7 + y * 3 + x * y) % 5 < 2 ? '1' : '0')).join(''),
    );
    expect(modulesOf(qrPath(rows), 21, 4)).toEqual(rows);
  });
});

describe('QrCode', () => {
  it('is an image named by its label, with the quiet zone in its view box', () => {
    render(<QrCode rows={['10', '01']} size={2} label="QR code of your pickup code K7M4QX9P" />);
    const image = screen.getByRole('img', { name: 'QR code of your pickup code K7M4QX9P' });
    expect(image.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(image.querySelector('path')?.getAttribute('d')).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });
});
