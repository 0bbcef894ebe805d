// Third-party script configuration: local stand-ins by default, real hosts from the environment.
import { describe, expect, it } from 'vitest';
import { localThirdPartyUrls, readThirdPartyUrls, scriptSrc, thirdPartyOrigins } from './hosts.ts';

describe('readThirdPartyUrls', () => {
  it('uses the local stand-ins without configuration', () => {
    expect(readThirdPartyUrls({})).toEqual(localThirdPartyUrls);
    expect(thirdPartyOrigins(readThirdPartyUrls({}))).toEqual([]);
  });

  it('takes the real hosts from the environment', () => {
    const urls = readThirdPartyUrls({
      CONSENT_TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id={id}',
      CONSENT_MANAGER_URL: 'https://consent.example.com/loader.js?settingsId={id}',
    });
    expect(urls.tagManager).toBe('https://www.googletagmanager.com/gtm.js?id={id}');
    expect(urls.driverComponents).toBe(localThirdPartyUrls.driverComponents);
    expect(thirdPartyOrigins(urls)).toEqual([
      'https://consent.example.com',
      'https://www.googletagmanager.com',
    ]);
  });

  it.each([
    [
      { CONSENT_TAG_MANAGER_URL: 'https://tags.example/gtm.js' },
      /CONSENT_TAG_MANAGER_URL: Expected the placeholder \{id\}/,
    ],
    [
      { CONSENT_MANAGER_URL: 'http://consent.example/{id}' },
      /CONSENT_MANAGER_URL: Expected a site-relative path/,
    ],
    [{ DRIVER_COMPONENTS_URL: '//cdn.example/x.js' }, /DRIVER_COMPONENTS_URL: Expected a site-relative path/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => readThirdPartyUrls(env)).toThrow(message);
  });
});

describe('scriptSrc', () => {
  it('fills in the id, URL-encoded', () => {
    expect(scriptSrc(localThirdPartyUrls.tagManager, 'GTM-DEMO0DE')).toBe(
      '/third-party/tag-manager/gtm.js?id=GTM-DEMO0DE',
    );
    expect(scriptSrc('/x?id={id}', 'a&b')).toBe('/x?id=a%26b');
  });
});
