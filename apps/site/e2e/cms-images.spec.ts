// issue 23: every image URL the product API's seeded data points at (vehicle groups, subscription offers,
// campaign billboards of every market, in AVIF and WebP too) is served by the site's /cms paths, as an image, from the local
// server; plain HTTP, no browser. The site's own hero and vehicle variants answer too.
import { sites } from '@rental/markets';
import { expect, httpGet, siteUrl, test } from '@rental/testing';
import { billboardFormats, billboardVariant } from '../src/cms/billboards.ts';
import { heroImage, heroScenes, vehicleImage } from '../src/lib/cms-images.ts';

/** GET on the German site's origin, as a page there would (the API answers on every site's host). */
const get = (path: string) => httpGet(siteUrl('de', path));
const json = async (path: string) => {
  const answer = await get(`/api${path}`);
  return { status: answer.status, body: answer.status === 200 ? JSON.parse(answer.body) : undefined };
};

/** The image URLs of one market as the API answers them. */
async function marketImages(country: string): Promise<string[]> {
  const urls: string[] = [];
  const fleet = await json(`/v1/apps/fleet/list?countryCode=${country}`);
  expect(fleet.status, `fleet ${country}`).toBe(200);
  for (const group of fleet.body.groups as Array<{ imagePath: string }>) urls.push(group.imagePath);
  for (const trucks of ['false', 'true']) {
    const campaign = await json(`/v2/apps/campaign?countryCode=${country}&trucks=${trucks}`);
    expect(campaign.status, `campaign ${country} ${trucks}`).toBe(200);
    const images = campaign.body.campaign?.images;
    // The JPEG the API names, and the AVIF and WebP the site's billboard offers first (issue 17).
    if (images)
      for (const src of [images.desktop.src, images.mobile.src])
        urls.push(...billboardFormats.map((format) => billboardVariant(src, format)));
  }
  for (let page = 1; ; page++) {
    const offers = await json(
      `/v1/rentaloffers/subscriptionoffers?countryCode=${country}&pageSize=100&page=${page}`,
    );
    if (offers.status !== 200) break; // a market without subscriptions
    const list = offers.body.offers as Array<{ imagePath?: string; image?: { src: string } }>;
    for (const offer of list) {
      const src = offer.imagePath ?? offer.image?.src;
      if (src) urls.push(src);
    }
    if (list.length < 100) break;
  }
  return urls;
}

test('every image URL of the API seed answers 200 with an image from the local server', async () => {
  test.setTimeout(120_000);
  const countries = [...new Set(sites.flatMap((s) => s.languages.map((l) => l.profile.countryAlpha2)))];
  const urls = new Set<string>();
  for (const country of countries) for (const url of await marketImages(country)) urls.add(url);
  // The seed names vehicles, subscription models and billboards: all three kinds are walked.
  const kinds = new Set([...urls].map((u) => u.split('/')[2]));
  expect([...kinds].sort()).toEqual(['fleet', 'marketing', 'subscription']);
  const failures: string[] = [];
  for (const url of urls) {
    expect(url, 'a site-relative /cms path').toMatch(/^\/cms\/[\w./-]+$/);
    const response = await get(url);
    const type = response.headers['content-type'] ?? '';
    if (response.status !== 200 || !type.startsWith('image/'))
      failures.push(`${url}: ${response.status} ${type}`);
  }
  expect(failures).toEqual([]);
  expect(urls.size).toBeGreaterThan(100);
});

test("the site's own hero bands and vehicle variants are served in every format", async () => {
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
    const response = await get(url);
    expect(response.status, url).toBe(200);
    expect(response.headers['content-type'], url).toBe(expected[url.split('.').pop()!]);
  }
});
