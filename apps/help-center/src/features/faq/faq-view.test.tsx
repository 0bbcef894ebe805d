// The share and subscription FAQ pages through the mount contract (container views faq-share and
// faq-subscription), with the API answered by a stand-in fetch: the view asks the rental tree for the
// page's booking type, lists every category's questions, and a question opens its answer.
import { sampleContext } from '@rental/remote-apps';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../app/mount.tsx';

const KA = '/api/v1/knowledge-article/booking-type';

type Question = { id: string; title: string; answer: string };
type Category = { id: string; title: string; questions: Question[] };

/** The API's answers for one booking type, made from its categories and questions. */
function answersOf(type: string, locale: string, categories: Category[]): Record<string, unknown> {
  const summary = (c: Category, q: Question) => ({
    id: q.id,
    title: q.title,
    categoryId: c.id,
    sectionId: `${c.id}-section`,
    featured: false,
  });
  const answers: Record<string, unknown> = {
    [`${KA}/${type}/categories`]: {
      locale,
      bookingType: type,
      categories: categories.map((c) => ({
        id: c.id,
        title: c.title,
        description: '',
        sectionCount: 1,
        articleCount: c.questions.length,
      })),
    },
  };
  for (const c of categories) {
    answers[`${KA}/${type}/categories/${c.id}/category-sections`] = {
      locale,
      category: { id: c.id, title: c.title, description: '' },
      sections: [
        {
          id: `${c.id}-section`,
          title: c.title,
          categoryId: c.id,
          articles: c.questions.map((q) => summary(c, q)),
        },
      ],
    };
    for (const q of c.questions)
      answers[`${KA}/${type}/articles/${q.id}`] = {
        locale,
        article: {
          ...summary(c, q),
          keywords: [],
          body: [
            { type: 'paragraph', text: q.answer },
            { type: 'list', items: ['First step', 'Second step'] },
          ],
          votes: { articleId: q.id, helpful: 0, notHelpful: 0 },
        },
      };
  }
  return answers;
}

const answers: Record<string, unknown> = {
  ...answersOf('share', 'en-US', [
    {
      id: 'getting-started',
      title: 'Getting started',
      questions: [
        {
          id: 'how-to-sign-up-for-car-sharing',
          title: 'How do I sign up for car sharing?',
          answer: 'Download our app and create an account.',
        },
      ],
    },
    {
      id: 'during-your-trip',
      title: 'During your trip',
      questions: [
        {
          id: 'unlock-the-car-with-the-app',
          title: 'How do I unlock the car with the app?',
          answer: 'Stand next to the car, open our app and tap Unlock.',
        },
        {
          id: 'how-trips-are-charged',
          title: 'How are trips charged?',
          answer: 'You pay per minute.',
        },
      ],
    },
  ]),
  ...answersOf('subscription', 'de-DE', [
    {
      id: 'how-it-works',
      title: 'So funktioniert das Abo',
      questions: [
        {
          id: 'what-the-monthly-price-includes',
          title: 'Was ist im Monatspreis enthalten?',
          answer: 'Ein Monatspreis deckt alles ab außer dem Fahren selbst.',
        },
        {
          id: 'minimum-term',
          title: 'Wie lang ist die Mindestlaufzeit?',
          answer: 'Sie wählen 3, 6 oder 12 Monate.',
        },
      ],
    },
  ]),
};

let requests: URL[];
let unserved: boolean;

beforeEach(() => {
  requests = [];
  unserved = false;
  window.location.hash = '';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      const json = (body: unknown, status: number) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      // An API from before issue 18: the booking type is not one it serves.
      if (unserved)
        return json(
          {
            error: {
              code: 'validation_failed',
              message: 'bookingType must be one of: rent, ride',
              fields: { bookingType: 'bookingType must be one of: rent, ride' },
            },
          },
          400,
        );
      const answer = answers[url.pathname];
      return answer ? json(answer, 200) : json({ error: { code: 'not_found', message: 'nope' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function start(view: string, locale = 'en-US') {
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    await mount(element, sampleContext({ app: 'help-center', view, locale }));
  });
  return element;
}

/** Opens a question as a visitor does, by its summary, and returns its details element. */
function open(question: string): HTMLElement {
  const summary = screen.getByText(question);
  const details = summary.closest('details') as HTMLDetailsElement;
  fireEvent.click(summary);
  // jsdom does not toggle <details> on a click of its summary the way browsers do.
  if (!details.open) {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  }
  return details;
}

describe('FAQ pages of share and subscription', () => {
  it('lists the car-sharing questions per category and opens an answer', async () => {
    await start('faq-share');
    expect(await screen.findByRole('heading', { level: 2, name: 'Car sharing FAQ' })).toBeTruthy();
    const trip = await screen.findByRole('region', { name: 'During your trip' });
    expect(await within(trip).findByText('How do I unlock the car with the app?')).toBeTruthy();
    expect(within(trip).getByText('How are trips charged?')).toBeTruthy();
    expect(await screen.findByText('How do I sign up for car sharing?')).toBeTruthy();
    expect(screen.queryByText('Stand next to the car, open our app and tap Unlock.')).toBeNull();

    const details = open('How do I unlock the car with the app?');
    expect(
      await within(details).findByText('Stand next to the car, open our app and tap Unlock.'),
    ).toBeTruthy();
    expect(within(details).getByText('Second step')).toBeTruthy();
    // Only the opened question's answer was asked for (StrictMode may ask twice), from the rental tree.
    const articles = requests.filter((r) => /\/articles\//.test(r.pathname)).map((r) => r.pathname);
    expect(new Set(articles)).toEqual(new Set([`${KA}/share/articles/unlock-the-car-with-the-app`]));
    const categories = requests.find((r) => r.pathname.endsWith('/categories'))!;
    expect(categories.pathname).toBe(`${KA}/share/categories`);
    expect(categories.searchParams.get('locale')).toBe('en-US');
  });

  it('lists the subscription questions in the page language and opens an answer', async () => {
    await start('faq-subscription', 'de-DE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Auto-Abo FAQ' })).toBeTruthy();
    const basics = await screen.findByRole('region', { name: 'So funktioniert das Abo' });
    expect(await within(basics).findByText('Wie lang ist die Mindestlaufzeit?')).toBeTruthy();

    const details = open('Was ist im Monatspreis enthalten?');
    expect(
      await within(details).findByText('Ein Monatspreis deckt alles ab außer dem Fahren selbst.'),
    ).toBeTruthy();
    const categories = requests.find((r) => r.pathname.endsWith('/categories'))!;
    expect(categories.pathname).toBe(`${KA}/subscription/categories`);
    expect(categories.searchParams.get('locale')).toBe('de-DE');
  });

  it('shows the empty FAQ with the way to the help center when the API does not serve the type', async () => {
    unserved = true;
    await start('faq-share');
    expect(await screen.findByText('There are no questions here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit the help center' }).getAttribute('href')).toBe(
      '/help-center',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
