// Shared helpers of the site's end-to-end tests.
export const port = Number(process.env.E2E_PORT ?? 4400);

/** URL of a page of a site as a visitor opens it: http://{site}.localhost:{port}{path}. */
export function siteUrl(siteId: string, path = '/'): string {
  return `http://${siteId}.localhost:${port}${path}`;
}
