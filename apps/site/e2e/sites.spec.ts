// Every language of every site: home page (status, lang, dir, title, manifest) and the localised 404 page.
import { expect, test } from '@playwright/test';
import { translator } from '@rental/i18n/shell';
import { sites } from '@rental/markets';
import { port, siteUrl } from './support.ts';

test('the index lists every site and language, and sites.json describes them', async ({ page, request }) => {
  const list = await (await request.get(`http://localhost:${port}/sites.json`)).json();
  expect(list).toHaveLength(sites.length);
  for (const site of sites) {
    const entry = list.find((s: { id: string }) => s.id === site.id);
    expect(entry, site.id).toMatchObject({ id: site.id, domain: site.domain, url: siteUrl(site.id) });
    expect(entry.languages.map((l: { code: string }) => l.code)).toEqual(site.languages.map((l) => l.locale));
  }
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All sites');
  await expect(page.getByRole('link', { name: 'de', exact: true })).toHaveAttribute('href', siteUrl('de'));
});

for (const site of sites) {
  test(`site ${site.id}: every language's home page and not-found page`, async ({ page }) => {
    for (const lang of site.languages) {
      const home = lang.pathPrefix || '/';
      const response = await page.goto(siteUrl(site.id, home));
      expect(response?.status(), `${site.id} ${home}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      expect(lang.dir).toBe(lang.locale.startsWith('ar-') ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /initial-scale=1/);

      const missing = await page.goto(siteUrl(site.id, `${lang.pathPrefix}/this-page-does-not-exist`));
      expect(missing?.status(), `${site.id} ${lang.locale} 404`).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
      const t = translator(lang.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
      await expect(page.getByText(t('notFound.body'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('notFound.home') })).toHaveAttribute('href', home);
    }
  });
}

test('the manifest follows spec §1', async ({ page }) => {
  const response = await page.goto(siteUrl('de', '/manifest.webmanifest'));
  expect(response?.headers()['content-type']).toContain('application/manifest+json');
  expect(await response?.json()).toMatchObject({
    start_url: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: '#ffffff',
  });
});

test('a trailing slash redirects to the path without it, keeping the query', async ({ page }) => {
  await page.goto(siteUrl('be', '/fr-be/?x=1'));
  expect(new URL(page.url()).pathname).toBe('/fr-be');
  expect(new URL(page.url()).search).toBe('?x=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
});

test('the language switcher: own language plus English, Arabic to the regional site, none where single', async ({
  page,
}) => {
  await page.goto(siteUrl('de'));
  const de = page.getByRole('navigation', { name: translator('de-DE')('languageSwitcher.label') });
  await expect(de.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await de.getByRole('link', { name: 'English' }).click();
  // The booking engine on the page keeps its search in the hash (#/?…): compare the path.
  await expect(page).toHaveURL((url) => url.href.split('#')[0] === siteUrl('de', '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');

  await page.goto(siteUrl('eg'));
  const eg = page.getByRole('navigation', { name: translator('en-EG')('languageSwitcher.label') });
  const arabic = eg.getByRole('link', { name: /العربية/ });
  await expect(arabic).toHaveAttribute('href', /^https:\/\//);
  await expect(arabic).toHaveAttribute('hreflang', 'ar-EG');

  await page.goto(siteUrl('pl'));
  await expect(
    page.getByRole('navigation', { name: translator('pl-PL')('languageSwitcher.label') }),
  ).toHaveCount(0);
});
