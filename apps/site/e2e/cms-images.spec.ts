// issue 23: every image URL the product API's seeded data points at (vehicle groups, subscription offers,
// campaign billboards of every market) is served by the site's /cms paths, as an image, from the local
// server; plain HTTP, no browser. The site's own hero and vehicle variants answer too.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { sites } from '@rental/markets';
import { heroImage, heroScenes, vehicleImage } from '../src/lib/cms-images.ts';
import { port } from './support.ts';

const host = { host: `de.localhost:${port}` };
const api = (request: APIRequestContext, path: string) =>
  request.get(`http://127.0.0.1:${port}/api${path}`, { headers: host });

/** The image URLs of one market as the API answers them. */
async function marketImages(request: APIRequestContext, country: string): Promise<string[]> {
  const urls: string[] = [];
  const fleet = await api(request, `/v1/apps/fleet/list?countryCode=${country}`);
  expect(fleet.status(), `fleet ${country}`).toBe(200);
  for (const group of (await fleet.json()).groups as Array<{ imagePath: string }>) urls.push(group.imagePath);
  for (const trucks of ['false', 'true']) {
    const campaign = await api(request, `/v2/apps/campaign?countryCode=${country}&trucks=${trucks}`);
    expect(campaign.status(), `campaign ${country} ${trucks}`).toBe(200);
    const images = (await campaign.json()).campaign?.images;
    if (images) urls.push(images.desktop.src, images.mobile.src);
  }
  for (let page = 1; ; page++) {
    const offers = await api(
      request,
      `/v1/rentaloffers/subscriptionoffers?countryCode=${country}&pageSize=100&page=${page}`,
    );
    if (offers.status() !== 200) break; // a market without subscriptions
    const list = (await offers.json()).offers as Array<{ imagePath?: string; image?: { src: string } }>;
    for (const offer of list) {
      const src = offer.imagePath ?? offer.image?.src;
      if (src) urls.push(src);
    }
    if (list.length < 100) break;
  }
  return urls;
}

test('every image URL of the API seed answers 200 with an image from the local server', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const countries = [...new Set(sites.flatMap((s) => s.languages.map((l) => l.profile.countryAlpha2)))];
  const urls = new Set<string>();
  for (const country of countries) for (const url of await marketImages(request, country)) urls.add(url);
  // The seed names vehicles, subscription models and billboards: all three kinds are walked.
  const kinds = new Set([...urls].map((u) => u.split('/')[2]));
  expect([...kinds].sort()).toEqual(['fleet', 'marketing', 'subscription']);
  const failures: string[] = [];
  for (const url of urls) {
    expect(url, 'a site-relative /cms path').toMatch(/^\/cms\/[\w./-]+$/);
    const response = await request.get(`http://127.0.0.1:${port}${url}`, { headers: host });
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200 || !type.startsWith('image/'))
      failures.push(`${url}: ${response.status()} ${type}`);
  }
  expect(failures).toEqual([]);
  expect(urls.size).toBeGreaterThan(100);
});

test("the site's own hero bands and vehicle variants are served in every format", async ({ request }) => {
  const urls = [
    ...heroScenes.flatMap((scene) => {
      const image = heroImage(scene);
      return [
        image.fallback,
        ...`${image.avif}, ${image.webp}`.split(', ').map((entry) => entry.split(' ')[0]!),
      ];
    }),
    ...(['fleet', 'subscription'] as const).flatMap((folder) => {
      const image = vehicleImage(folder, folder === 'fleet' ? 'pickup' : 'vw-golf');
      return [
        image.fallback,
        ...`${image.avif}, ${image.webp}`.split(', ').map((entry) => entry.split(' ')[0]!),
      ];
    }),
  ];
  const expected: Record<string, string> = {
    avif: 'image/avif',
    webp: 'image/webp',
    jpg: 'image/jpeg',
    png: 'image/png',
  };
  for (const url of urls) {
    const response = await request.get(`http://127.0.0.1:${port}${url}`, { headers: host });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(expected[url.split('.').pop()!]);
  }
});
