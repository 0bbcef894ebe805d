// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://de.localhost/services/checkout"}
// The browser clean-up against a real cookie jar (jsdom's): every readable cookie goes, whatever its
// domain and path, except the site-experience and optimizely ones (spec §4).
import { describe, expect, it } from 'vitest';
import { cleanUpCookies } from './client.ts';

function setCookie(line: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies the way third-party scripts do
  document.cookie = line;
}

describe('cleanUpCookies', () => {
  it('deletes host-only, domain and nested-path cookies and keeps the two patterns', () => {
    setCookie('host_root=1; path=/');
    setCookie('host_section=1; path=/services');
    setCookie('host_page=1; path=/services/checkout');
    setCookie('domain_root=1; domain=de.localhost; path=/');
    setCookie('domain_section=1; domain=.de.localhost; path=/services/');
    setCookie('host_root=2; path=/services');
    setCookie('default_path=1');
    setCookie('optimizelyEndUserId=oeu; path=/');
    setCookie('site_experience=b; path=/services');
    expect(document.cookie.split('; ').length).toBe(9);
    cleanUpCookies();
    expect(document.cookie.split('; ').sort()).toEqual(['optimizelyEndUserId=oeu', 'site_experience=b']);
  });
});
