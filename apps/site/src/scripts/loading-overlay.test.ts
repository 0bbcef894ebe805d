// @vitest-environment jsdom
// spec §4/§9: the overlay hides 5000 ms after the container appears, or 1500 ms after first content.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstContentEvent, watchLoadingOverlay } from './loading-overlay.ts';

describe('watchLoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="funnel"></div><div id="overlay"></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const overlay = () => document.getElementById('overlay')!;

  it('hides 5000 ms after the container appears when no content comes', () => {
    watchLoadingOverlay(overlay(), 'funnel');
    expect(overlay().hidden).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(overlay().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(overlay().hidden).toBe(true);
  });

  it('hides at once over a first view, unless the address holds an app route (ADR 014)', () => {
    document.getElementById('funnel')!.setAttribute('data-first-view', '');
    watchLoadingOverlay(overlay(), 'funnel');
    expect(overlay().hidden).toBe(true);
    // The mark of an app route in the address (loading-overlay.tsx), on the overlay's parent.
    document.body.setAttribute('data-app-route', '');
    try {
      overlay().hidden = false;
      document.getElementById('funnel')!.append(document.createElement('form'));
      watchLoadingOverlay(overlay(), 'funnel');
      expect(overlay().hidden).toBe(false);
      // The static search is not the offers the address asks for: the overlay waits for the live app.
      vi.advanceTimersByTime(1500);
      expect(overlay().hidden).toBe(false);
      document.getElementById('funnel')!.dispatchEvent(new Event(firstContentEvent));
      expect(overlay().hidden).toBe(true);
    } finally {
      document.body.removeAttribute('data-app-route');
    }
  });

  it('hides 1500 ms after first content is added', async () => {
    watchLoadingOverlay(overlay(), 'funnel');
    vi.advanceTimersByTime(1000);
    document.getElementById('funnel')!.append(document.createElement('p'));
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
    vi.advanceTimersByTime(1499);
    expect(overlay().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(overlay().hidden).toBe(true);
  });

  it('keeps the 5000 ms limit when content comes late', async () => {
    watchLoadingOverlay(overlay(), 'funnel');
    vi.advanceTimersByTime(4500);
    document.getElementById('funnel')!.append(document.createElement('p'));
    await Promise.resolve();
    vi.advanceTimersByTime(500);
    expect(overlay().hidden).toBe(true);
  });

  it("goes at once when the host reports the app's first content (issue 23)", () => {
    watchLoadingOverlay(overlay(), 'funnel');
    vi.advanceTimersByTime(300);
    expect(overlay().hidden).toBe(false);
    document.getElementById('funnel')!.dispatchEvent(new CustomEvent(firstContentEvent, { bubbles: true }));
    expect(overlay().hidden).toBe(true);
  });

  it('waits for a container that is not there yet', async () => {
    document.getElementById('funnel')!.remove();
    watchLoadingOverlay(overlay(), 'funnel');
    vi.advanceTimersByTime(10_000);
    expect(overlay().hidden).toBe(false);
    const late = document.createElement('div');
    late.id = 'funnel';
    document.body.append(late);
    await Promise.resolve();
    vi.advanceTimersByTime(5000);
    expect(overlay().hidden).toBe(true);
  });

  it('stops watching when asked (a client-side navigation leaves the page)', () => {
    const stop = watchLoadingOverlay(overlay(), 'funnel');
    stop();
    vi.advanceTimersByTime(6000);
    expect(overlay().hidden).toBe(false);
  });
});
