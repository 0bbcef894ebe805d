// issue 19: every internal link of the whole build (every site and language: header, footer, menus, page
// bodies, market-profile links, 404 pages, manifests, style sheets) answers 200 or a deliberate redirect.
// Reads the build's files as the local host serves them (src/link-check): no server, no browser.
import { sites } from '@rental/markets';
import { expect, test } from '@rental/testing';
import { webappDists } from '../../../scripts/workspaces.ts';
import { servedDist } from '../scripts/serve.ts';
import { checkLinks, formatReport } from '../src/link-check/check-links.ts';

test('every internal link of every site and language leads to a page or file', async () => {
  // About 3 s of CPU for 1,700 pages; the margin is for a machine shared with the other suites.
  test.setTimeout(120_000);
  const report = await checkLinks({ siteRoot: servedDist, webapps: webappDists(), sites });
  const text = formatReport(report);
  console.log(text);
  // A build that lost its sites would pass trivially: every language's home and 404 page must be there.
  const languages = sites.reduce((n, site) => n + site.languages.length, 0);
  expect(report.files.html).toBeGreaterThanOrEqual(languages * 2);
  expect(report.files.manifests).toBe(sites.length);
  expect(report.broken.length, text).toBe(0);
});
