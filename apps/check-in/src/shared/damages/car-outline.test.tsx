// The car outline: a picture named by its marked areas, or 12 area buttons chosen by click, Enter or Space.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-support.tsx';
import { CarOutline, type DamageArea } from './index.ts';

afterEach(cleanup);

describe('CarOutline', () => {
  it('is one picture named by its marked areas without onSelect', async () => {
    const marked: DamageArea[] = ['rear', 'front-left'];
    renderWithApp(<CarOutline marked={marked} label="The car from above" />);
    const picture = await screen.findByRole('img');
    // Marked areas are named in the outline's order (front to back), not the order given.
    expect(picture.getAttribute('aria-label')).toBe(
      'The car from above. Damage marked on: Front left, Rear.',
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('makes each of the 12 areas a button named in the page’s language, marked ones saying so', async () => {
    renderWithApp(<CarOutline marked={['roof']} label="Wo ist der Schaden?" onSelect={() => {}} />, {
      locale: 'de-DE',
    });
    expect(await screen.findByRole('group', { name: 'Wo ist der Schaden?' })).toBeTruthy();
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toHaveLength(12);
    expect(names).toContain('Dach, Schaden markiert');
    expect(names).toContain('Windschutzscheibe');
    expect(names).toContain('Hinten rechts');
  });

  it('is reached with Tab, chosen with Enter or Space, and says which one is chosen', async () => {
    const onSelect = vi.fn();
    renderWithApp(<CarOutline marked={[]} label="Area" onSelect={onSelect} selected="front" />);
    await screen.findByRole('group');
    const buttons = screen.getAllByRole('button');
    // In the tab order, front to back as drawn.
    expect(buttons.every((b) => b.getAttribute('tabindex') === '0')).toBe(true);
    expect(buttons.slice(0, 3).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Front',
      'Front left',
      'Left side',
    ]);
    expect(
      buttons
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Front']);
    const frontLeft = screen.getByRole('button', { name: 'Front left' });
    frontLeft.focus();
    expect(document.activeElement).toBe(frontLeft);
    fireEvent.keyDown(frontLeft, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('front-left');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Left side' }), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith('left');
    // Other keys choose nothing.
    fireEvent.keyDown(frontLeft, { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Interior' }));
    expect(onSelect).toHaveBeenLastCalledWith('interior');
  });

  it('names the areas in Arabic on an Arabic page, the car’s left still drawn on the left', async () => {
    renderWithApp(<CarOutline marked={['left']} label="أين الضرر؟" onSelect={() => {}} />, {
      locale: 'ar-SA',
    });
    await screen.findByRole('group', { name: 'أين الضرر؟' });
    const left = screen.getByRole('button', { name: 'الجانب الأيسر، عليه ضرر' });
    // The drawing is physical, not mirrored for right-to-left text: the left side is at x 30–55.
    expect(left.querySelector('path')?.getAttribute('d')).toBe('M30 150 H55 V250 H30 Z');
  });

  it('offers only the given areas as buttons', async () => {
    renderWithApp(<CarOutline marked={['rear']} selectable={['rear']} label="Known" onSelect={() => {}} />);
    await screen.findByRole('group');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Rear, damage marked',
    ]);
  });
});
