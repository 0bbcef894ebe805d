// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from './parse.ts';
import { ACTION_EVENT, EditorialText, renderEditorial } from './render.tsx';
import { transform } from './transform.ts';

afterEach(cleanup);

const today = new Date('2026-07-01T00:00:00Z');
const show = (text: string, options: Parameters<typeof renderEditorial>[1] = {}) =>
  render(renderEditorial(transform(parse(text), { today, placeholders: { cityName: 'Berlin' } }), options));

describe('render', () => {
  it('renders sections with nested headings, text and lists', () => {
    const { container } = show('# Rent in {{cityName}}\nIntro **bold** *it*\n## Vans\n- one\n* two');
    expect(screen.getByRole('heading', { level: 1, name: 'Rent in Berlin' })).toBeTruthy();
    const h2 = screen.getByRole('heading', { level: 2, name: 'Vans' });
    expect(h2.closest('section')?.parentElement?.closest('section')).toBeTruthy();
    expect(container.querySelector('p strong')?.textContent).toBe('bold');
    expect(container.querySelector('p em')?.textContent).toBe('it');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('shifts heading levels under a page heading', () => {
    show('# Title\nx\n## Sub\ny\n###### Deep\nz', { headingOffset: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeTruthy();
  });

  it('renders links with title, and new-window links with rel="noopener noreferrer"', () => {
    show('# T\n[Fleet](/fleet "All cars") [Partner](_https://partner.example.com) [App](sixt://offers)');
    const fleet = screen.getByRole('link', { name: 'Fleet' });
    expect(fleet.getAttribute('href')).toBe('/fleet');
    expect(fleet.getAttribute('title')).toBe('All cars');
    expect(fleet.hasAttribute('target')).toBe(false);
    expect(fleet.hasAttribute('rel')).toBe(false);
    const partner = screen.getByRole('link', { name: 'Partner' });
    expect(partner.getAttribute('href')).toBe('https://partner.example.com');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'App' }).getAttribute('data-internal')).toBe('true');
  });

  it('renders a call-to-action as its own link', () => {
    const { container } = show('# T\nText\n[_cta: Book now](_/booking "Start")');
    const cta = screen.getByRole('link', { name: 'Book now' });
    expect(cta.className).toBe('editorial-cta__link');
    expect(cta.parentElement?.className).toBe('editorial-cta');
    expect(cta.getAttribute('href')).toBe('/booking');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).not.toContain('_cta');
  });

  it('never turns javascript: or data: addresses into an href', () => {
    const { container } = show('# T\n[a](javascript:alert(1)) [b](DATA:text/html,x) [c](_ java script:x)');
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('a');
  });

  it('renders footnotes with references and back-references', () => {
    const { container } = render(
      renderEditorial(
        transform(parse('# T\nA[^1] B[^2] C[^1]\n## Notes\nx\n[^1]: One\n[^2]: Two'), { today }),
        {
          idPrefix: 'faq',
        },
      ),
    );
    const refs = screen.getAllByRole('link', { name: /^Footnote/ });
    expect(refs.map((a) => [a.textContent, a.getAttribute('href'), a.id])).toEqual([
      ['1', '#faq-fn-1', 'faq-fnref-1'],
      ['2', '#faq-fn-2', 'faq-fnref-2'],
      ['1', '#faq-fn-1', 'faq-fnref-1-2'],
    ]);
    const notes = container.querySelectorAll('ol.editorial-footnotes > li');
    expect([...notes].map((li) => [li.id, li.getAttribute('value')])).toEqual([
      ['faq-fn-1', '1'],
      ['faq-fn-2', '2'],
    ]);
    const back = screen.getByRole('link', { name: 'Back to reference 2' });
    expect(back.getAttribute('href')).toBe('#faq-fnref-2');
    expect(container.querySelector(back.getAttribute('href')!)).toBe(refs[1]);
    expect(notes[0]?.textContent).toContain('One');
  });

  it('uses translated screen-reader labels', () => {
    show('# T\nA[^1]\n[^1]: n', {
      labels: { footnote: (n) => `Fußnote ${n}`, backToReference: (n) => `Zurück ${n}` },
    });
    expect(screen.getByRole('link', { name: 'Fußnote 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück 1' })).toBeTruthy();
  });

  it('gives footnote ids a unique prefix per rendered text', () => {
    const doc = transform(parse('# T\nA[^1]\n[^1]: n'), { today });
    const { container } = render(
      <>
        <EditorialText tree={doc} />
        <EditorialText tree={doc} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders an action as a button that calls onAction', () => {
    const onAction = vi.fn();
    show('# T\n[Cookie settings](action:open-cookie-settings)', { onAction });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(onAction).toHaveBeenCalledWith('open-cookie-settings');
  });

  it('dispatches a bubbling editorial:action event without onAction', () => {
    const { container } = show('# T\n[Chat](action:open-chat)');
    const listener = vi.fn((event: Event) => (event as CustomEvent).detail.name);
    container.addEventListener(ACTION_EVENT, listener);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(listener).toHaveReturnedWith('open-chat');
  });

  it('shows HTML as the characters typed, never as markup', () => {
    const { container } = show('# T\nA <img src=x onerror=alert(1)> &amp; <b>b</b>');
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('A <img src=x onerror=alert(1)> &amp; <b>b</b>');
  });

  it('renders a video hook, and nothing for unfilled placeholders or unknown shortcodes', () => {
    const { container } = show('# T\nA{{branchName}}B{{foo}}C {{video:abc123}}');
    expect(container.querySelector('p')?.textContent).toBe('ABC ');
    expect(container.querySelector('.editorial-video')?.getAttribute('data-video-id')).toBe('abc123');
  });

  it('drops sections outside their season', () => {
    show('# Winter\n{{season:winter}}\nchains\n# Summer\n{{season:summer}}\nsun');
    expect(screen.queryByRole('heading', { name: 'Winter' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Summer' })).toBeTruthy();
  });
});
