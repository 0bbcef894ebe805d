// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRetryingBackend } from './backend.ts';
import { createI18n } from './i18n.ts';
import { I18nextProvider, useTranslation } from './index.ts';

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
  const { t, ready } = useTranslation('booking');
  return <h2>{ready ? t('title') : t('shell:common.loading')}</h2>;
}

describe('React with I18nextProvider', () => {
  it('renders the shell strings of the provided instance; React does the escaping', () => {
    render(
      <I18nextProvider i18n={createI18n({ locale: 'de-CH' })}>
        <NotFound />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
    // escapeValue false: the text is passed through once and React shows it literally.
    expect(screen.getByText('Aktuelle Sprache: <b>Deutsch</b>')).toBeTruthy();
  });

  it('shows a loading text, then re-renders when a backend namespace arrives', async () => {
    let resolve: (bundle: Record<string, unknown>) => void = () => {};
    const pending = new Promise<Record<string, unknown>>((r) => {
      resolve = r;
    });
    const i18n = createI18n({
      locale: 'en-US',
      namespaces: ['shell'],
      backend: createRetryingBackend(() => pending),
    });
    render(
      <I18nextProvider i18n={i18n}>
        <BookingTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Loading…' })).toBeTruthy();
    await act(async () => {
      resolve({ title: 'Book a car' });
      await pending;
    });
    expect(await screen.findByRole('heading', { name: 'Book a car' })).toBeTruthy();
  });
});
