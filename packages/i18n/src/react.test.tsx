// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { I18nextProvider, NamespaceGate, useTranslation } from './index.ts';
import { shellResources } from './shell.ts';

afterEach(cleanup);

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <main>
      <h1>{t('notFound.title')}</h1>
      <a href="/">{t('notFound.home')}</a>
      <p>{t('languageSwitcher.current', { language: '<b>Deutsch</b>' })}</p>
    </main>
  );
}

function BookingTitle() {
  const { t } = useTranslation('booking');
  return <h2>{t('title')}</h2>;
}

describe('React with I18nextProvider', () => {
  it('renders the strings of the provided instance; React does the escaping', () => {
    render(
      <I18nextProvider
        i18n={createI18n({ locale: 'de-CH', namespaces: { shell: { bundled: shellResources } } })}
      >
        <NotFound />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
    // escapeValue false: the text is passed through once and React shows it literally.
    expect(screen.getByText('Aktuelle Sprache: <b>Deutsch</b>')).toBeTruthy();
  });
});

describe('NamespaceGate', () => {
  it('keeps a busy placeholder while the namespace loads, then renders the app', async () => {
    let resolve: (bundle: object) => void = () => {};
    const pending = new Promise<object>((r) => {
      resolve = r;
    });
    const i18n = createI18n({ locale: 'en-US', namespaces: { booking: { load: () => pending } } });
    const { container } = render(
      <NamespaceGate i18n={i18n} namespaces={['booking']} fallbackText="Could not be loaded." className="bk">
        <BookingTitle />
      </NamespaceGate>,
    );
    expect(container.querySelector('.bk[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      resolve({ title: 'Book a car' });
      await pending;
    });
    expect(await screen.findByRole('heading', { name: 'Book a car' })).toBeTruthy();
  });

  it('shows the fallback text as an alert when the namespace cannot be loaded, never keys', async () => {
    const i18n = createI18n({
      locale: 'de-DE',
      namespaces: {
        booking: {
          load: async () => {
            throw new Error('offline');
          },
        },
      },
      retry: { retries: 1, initialDelayMs: 1 },
    });
    render(
      <NamespaceGate i18n={i18n} namespaces={['booking']} fallbackText="Bitte laden Sie die Seite neu.">
        <BookingTitle />
      </NamespaceGate>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte laden Sie die Seite neu.');
    expect(screen.queryByText('title')).toBeNull();
  });
});
