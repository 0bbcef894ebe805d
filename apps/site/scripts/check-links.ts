// `npm run check:links -w @rental/site`: the link checker over the last build (issue 19). Prints every
// broken internal link with the pages it is on, grouped by target, and exits 1 when there is one.
import { sites } from '@rental/markets';
import { webappDists } from '../../../scripts/workspaces.ts';
import { checkLinks, formatReport } from '../src/link-check/check-links.ts';
import { servedDist } from './serve.ts';

const report = await checkLinks({ siteRoot: servedDist, webapps: webappDists(), sites });
console.log(formatReport(report));
if (report.broken.length > 0) process.exitCode = 1;
