// The app through its mount contract in jsdom, with the API answered by a stand-in fetch: requests
// carry the market and language, the vote is sent once, the contact form checks before sending, and a
// failing API shows a message with a retry.
import { acceptLanguageFor, sampleContext } from '@rental/remote-apps';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';

const summary = (id: string, title: string) => ({
  id,
  title,
  categoryId: 'booking',
  sectionId: 'change',
  featured: true,
});
const answers: Record<string, unknown> = {
  '/api/v1/knowledge-article/booking-type': {
    locale: 'en-US',
    bookingTypes: [
      { id: 'rent', articleCount: 2 },
      { id: 'ride', articleCount: 1 },
    ],
  },
  '/api/v1/knowledge-article/booking-type/rent/categories': {
    locale: 'en-US',
    categories: [
      { id: 'booking', title: 'Booking', description: 'Bookings.', sectionCount: 1, articleCount: 2 },
    ],
  },
  '/api/v1/knowledge-article/booking-type/rent/featured-articles': {
    locale: 'en-US',
    articles: [summary('change-a-booking', 'How do I change a booking?')],
  },
  '/api/v1/knowledge-article/booking-type/rent/categories/booking/category-sections': {
    locale: 'en-US',
    category: { id: 'booking', title: 'Booking', description: 'Bookings.' },
    sections: [
      {
        id: 'change',
        title: 'Changes',
        categoryId: 'booking',
        articles: [summary('change-a-booking', 'How do I change a booking?')],
      },
    ],
  },
  '/api/v1/knowledge-article/booking-type/rent/articles/change-a-booking': {
    locale: 'en-US',
    article: {
      ...summary('change-a-booking', 'How do I change a booking?'),
      keywords: [],
      body: [
        { type: 'paragraph', text: 'Open <b>your</b> booking.' },
        { type: 'list', items: ['One', 'Two'] },
      ],
      votes: { articleId: 'change-a-booking', helpful: 0, notHelpful: 0 },
    },
  },
};

type Call = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
let calls: Call[];
let down: boolean;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  down = false;
  localStorage.clear();
  window.location.hash = '';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://de.localhost');
      const method = init.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (down) throw new TypeError('Failed to fetch');
      if (method === 'POST' && url.pathname.endsWith('/votes'))
        return json({ articleId: 'change-a-booking', helpful: 1, notHelpful: 0 }, 201);
      if (method === 'POST' && url.pathname.endsWith('/contact'))
        return json(
          { reference: 'HC-ABCDEFGH', phoneNumber: '+13055550123', receivedAt: '2026-03-07T08:30:00.000Z' },
          201,
        );
      const answer = answers[url.pathname];
      return answer ? json(answer) : json({ error: { code: 'not_found', message: 'nope' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function start(hash = '') {
  window.location.hash = hash;
  const element = document.createElement('div');
  document.body.append(element);
  let unmount: (() => void) | undefined;
  await act(async () => {
    unmount = (await mount(element, sampleContext({ app: 'help-center' }))) as () => void;
  });
  return { element, unmount: () => act(() => unmount?.()) };
}

describe('help-center app', () => {
  it('shows the home from the API, asking with the market and the page language', async () => {
    await start();
    expect(await screen.findByRole('link', { name: /Booking/ })).toHaveProperty(
      'hash',
      '#/rent/category/booking',
    );
    expect(await screen.findByRole('link', { name: 'How do I change a booking?' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'What do you need help with?' })).toBeTruthy();
    const categories = calls.find((c) => c.path.endsWith('/categories'))!;
    expect(categories.query.get('countryCode')).toBe('US');
    expect(categories.query.get('locale')).toBe('en-US');
    expect(categories.headers.get('accept-language')).toBe(acceptLanguageFor('en-US'));
    expect(categories.headers.get('x-tenant-id')).toBe('6');
  });

  it('renders article text as text, and sends a vote once and remembers it', async () => {
    const first = await start('#/rent/article/change-a-booking');
    expect(await screen.findByText('Open <b>your</b> booking.')).toBeTruthy();
    expect(document.querySelector('.hc-article__body b')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    first.unmount();
    await start('#/rent/article/change-a-booking');
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ helpful: true });
  });

  it('shows the market customer service beside the contact form (issue 19)', async () => {
    await start('#/rent/contact');
    await screen.findByRole('button', { name: 'Send message' });
    const { support } = sampleContext({ app: 'help-center' }).market;
    const phone = screen.getByRole('link', { name: support.phoneDisplay });
    expect(phone.getAttribute('href')).toBe(`tel:${support.phone}`);
    expect(screen.getByRole('link', { name: support.mail }).getAttribute('href')).toBe(
      `mailto:${support.mail}`,
    );
    expect(
      screen
        .getByRole('link', { name: 'Questions about a payment? Read our payment help.' })
        .getAttribute('href'),
    ).toBe(support.paymentArticle);
  });

  it('checks the contact form before sending, then shows the thank-you view', async () => {
    await start('#/rent/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please correct 4 fields:');
    expect(document.activeElement).toBe(alert);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Topic *'), { target: { value: 'booking' } });
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText('Phone number *'), { target: { value: '305 555 0123' } });
    fireEvent.change(screen.getByLabelText('Your message *'), { target: { value: 'Where is my refund?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeTruthy();
    expect(window.location.hash).toBe('#/rent/contact/sent/HC-ABCDEFGH');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      topic: 'booking',
      name: 'Ann Lee',
      phoneNumber: '305 555 0123',
      message: 'Where is my refund?',
    });
    // spec §9: the US writes MM/DD/YYYY and 12-hour times.
    expect(document.querySelector('.hc-receipt')?.textContent).toMatch(/03\/07\/2026 \d{1,2}:\d{2} (AM|PM)/);
  });

  it('shows a clear message and a retry when the API cannot be reached', async () => {
    down = true;
    await start('#/rent/category/booking');
    const error = await screen.findByText(/cannot be reached right now/);
    const box = error.closest('.hc-error') as HTMLElement;
    down = false;
    fireEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Booking' })).toBeTruthy());
  });
});
