// One static build renders every market's site: dist/{siteId}/... per site, shared hashed assets in dist/_astro.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import cmsBillboards from './src/cms/billboards.ts';
import consentCsp from './src/consent/csp-integration.ts';
import rentalRuntime from './src/runtime/integration.ts';

export default defineConfig({
  output: 'static',
  // spec §2: trailing slashes are removed and the index page maps to the root (the server redirects /x/ to /x).
  trailingSlash: 'never',
  build: { format: 'directory', assets: '_astro' },
  // spec §2: the redirect list is empty.
  redirects: {},
  integrations: [react(), rentalRuntime(), consentCsp(), cmsBillboards()],
  prefetch: false,
  devToolbar: { enabled: false },
  compressHTML: true,
});
