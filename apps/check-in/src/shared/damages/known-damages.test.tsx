// The known damages: the outline marks the damaged areas and takes the focus to their damages; the list
// shows each damage with its photos, state and cost.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Damage } from '../booking-api.ts';
import { renderWithApp } from '../test-support.tsx';
import { KnownDamages } from './index.ts';

afterEach(cleanup);

const damage = (overrides: Partial<Damage> & Pick<Damage, 'id' | 'area' | 'kind'>): Damage => ({
  description: 'Scratch on the rear bumper, about 10 cm',
  photos: [],
  reportedAt: '2026-10-02T09:15:00.000Z',
  reportedBy: 'branch',
  stage: 'branch',
  reservationNumber: null,
  state: 'settled',
  cost: null,
  explanation: null,
  assessedAt: null,
  settledAt: null,
  ...overrides,
});

describe('KnownDamages', () => {
  it('says so when the car has none', async () => {
    renderWithApp(<KnownDamages damages={[]} />);
    expect(await screen.findByText('This car has no known damage.')).toBeTruthy();
  });

  it('marks the damaged areas, lists each damage with its photos, and jumps from an area to its damage', async () => {
    renderWithApp(
      <KnownDamages
        damages={[
          damage({
            id: 'dmg_2',
            area: 'rear',
            kind: 'scratch',
            photos: [
              { id: 'u1', url: '/v1/bookings/1234567890/damages/photos/u1' },
              { id: 'u2', url: '/v1/bookings/1234567890/damages/photos/u2' },
            ],
          }),
          damage({
            id: 'dmg_1',
            area: 'front-left',
            kind: 'dent',
            description: 'Small dent in the wing',
            state: 'assessed',
            cost: { amountMinor: 12_000, currency: 'USD' },
            explanation: 'Paintless repair',
          }),
        ]}
      />,
    );
    const outline = await screen.findByRole('group', {
      name: 'The car from above, the areas with known damage marked',
    });
    const areas = within(outline).getAllByRole('button');
    expect(areas.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Front left, damage marked',
      'Rear, damage marked',
    ]);
    // Front to back, whatever order the API sent.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Front left: Dent', 'Rear: Scratch']);
    const photos = screen.getAllByRole('img');
    expect(photos.map((p) => [p.getAttribute('alt'), p.getAttribute('src')])).toEqual([
      ['Photo 1 of 2: Scratch, Rear', '/api/v1/bookings/1234567890/damages/photos/u1'],
      ['Photo 2 of 2: Scratch, Rear', '/api/v1/bookings/1234567890/damages/photos/u2'],
    ]);
    const dent = document.getElementById('damage-dmg_1')!;
    expect(within(dent).getByText('Assessed')).toBeTruthy();
    expect(within(dent).getByText('$120.00')).toBeTruthy();
    expect(within(dent).getByText('Paintless repair')).toBeTruthy();
    fireEvent.keyDown(areas[1]!, { key: 'Enter' });
    expect(document.activeElement).toBe(document.getElementById('damage-dmg_2'));
  });

  it('lists the damages without the outline when asked (the customer’s own reports)', async () => {
    renderWithApp(
      <KnownDamages damages={[damage({ id: 'dmg_3', area: 'roof', kind: 'dent' })]} outline={false} />,
    );
    expect(await screen.findByRole('heading', { name: 'Roof: Dent' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
