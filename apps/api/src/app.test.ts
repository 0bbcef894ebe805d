// Server-level behaviour over real HTTP: health, OpenAPI, the error shape, security headers, CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { expectErrorShape, startTestApi, type TestApi } from './test-support.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('system endpoints', () => {
  it('answers health', async () => {
    const r = await api.call('/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document under the base path and at the root', async () => {
    const a = await api.call('/openapi.json');
    const b = await api.call(`${api.origin}/openapi.json`);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(a.body.paths);
    for (const p of [
      '/api/v1/branch/next/stations',
      '/api/v1/branch/next/stations/geosuggest',
      '/api/v1/apps/geoip',
      '/api/v1/rentaloffers/offers',
      '/api/v1/rentalconfigurations',
      '/api/v1/rentalreservations/create',
      '/api/v1/apps/fleet/list',
      '/api/v1/apps/fleet/locations',
      '/api/v2/users/me/password/reset',
      '/api/v2/users',
      '/api/v1/auth/login',
      '/api/v1/locations',
      '/api/v1/config/addresstemplates',
      '/api/v1/reservationactivities/reservation/{id}',
      '/api/v2/apps/subscriptionbranches',
      '/api/v1/rentaloffers/subscriptionoffers',
      '/api/v1/subscription/subscriptions/offers/country',
      '/api/v1/subscription/v1.1/subscriptions/offers/country',
      '/api/v1/subscription/subscriptioncampaigns',
      '/api/v1/subscription/reviews',
      '/api/v2/apps/campaign',
      '/api/v1/knowledge-article/booking-type',
      '/api/v1/knowledge-article/booking-type/{bookingType}/categories',
      '/api/v1/knowledge-article/booking-type/{bookingType}/categories/{categoryId}/category-sections',
      '/api/v1/knowledge-article/booking-type/{bookingType}/articles',
      '/api/v1/knowledge-article/booking-type/{bookingType}/featured-articles',
      '/api/v1/knowledge-article/booking-type/{bookingType}/articles/{articleId}',
      '/api/v1/knowledge-article/search',
      '/api/v1/ride-help-centre/booking-type/{bookingType}/articles/{articleId}',
    ])
      expect(paths, p).toContain(p);
    // Schemas come from zod: a documented body with the spec's fields.
    const signUp = a.body.paths['/api/v2/users'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(signUp.properties ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });

  it('answers unknown paths with the error shape and 404', async () => {
    const r = await api.call('/v9/nothing');
    expect(r.status).toBe(404);
    expect(expectErrorShape(r.body).code).toBe('not_found');
  });

  it('answers malformed JSON, wrong media types and oversized bodies with the error shape', async () => {
    const bad = await api.call('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      raw: '{"email": ',
    });
    expect(bad.status).toBe(400);
    expect(expectErrorShape(bad.body).code).toBe('invalid_body');
    const media = await api.call('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      raw: '<a/>',
    });
    expect(media.status).toBe(415);
    expectErrorShape(media.body);
    const big = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
    expectErrorShape(big.body);
  });

  it('sets security headers and no server fingerprint', async () => {
    const r = await api.call('/health');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('strict-transport-security')).toBeTruthy();
    expect(r.headers.get('x-powered-by')).toBeNull();
  });

  it("allows CORS only for the product's own sites", async () => {
    const own = await api.call('/health', { headers: { origin: 'http://de.localhost:4321' } });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://de.localhost:4321');
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    const evil = await api.call('/health', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const unknownSite = await api.call('/health', {
      headers: { origin: 'http://nosuchsite.localhost:4321' },
    });
    expect(unknownSite.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await api.call('/v1/auth/login', {
      method: 'OPTIONS',
      headers: { origin: 'http://uk.localhost:4321', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://uk.localhost:4321');
  });
});

describe('geoip', () => {
  it.each([
    [{ 'cloudfront-viewer-country': 'fr' }, 'FR', 'header', true],
    [{ 'cf-ipcountry': 'CH' }, 'CH', 'header', true],
    [{ 'x-forwarded-host': 'de.localhost:4321' }, 'DE', 'site', true],
    [{ 'x-forwarded-host': 'uk.localhost' }, 'GB', 'site', true],
    [{ 'cloudfront-viewer-country': 'JP' }, 'JP', 'header', false],
    [{ 'cloudfront-viewer-country': 'not a country' }, 'US', 'default', true],
    [{}, 'US', 'default', true],
  ])('headers %j give %s from %s', async (headers, country, source, supported) => {
    const r = await api.call('/v1/apps/geoip', { headers });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ countryCode: country, source, supported });
    expect(r.body.market.countryCode).toBe(supported ? country : 'US');
  });

  it('knows the site from its production domain too', async () => {
    const r = await api.call('/v1/apps/geoip', { headers: { 'x-forwarded-host': 'www.kestrelrent.de' } });
    expect(r.body).toMatchObject({ countryCode: 'DE', source: 'site' });
  });

  it('prefers the CDN header over the site', async () => {
    const r = await api.call('/v1/apps/geoip', {
      headers: { 'x-forwarded-host': 'de.localhost', 'cloudfront-viewer-country': 'AT' },
    });
    expect(r.body.countryCode).toBe('AT');
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4322,
      host: '127.0.0.1',
      basePath: '/api',
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(c.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', API_BASE_PATH: 'api/' })).toThrow(
      /API_PORT[\s\S]*API_BASE_PATH[\s\S]*DATABASE_URL|API_PORT[\s\S]*DATABASE_URL/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ RIDE_SIMULATOR_SPEED: 'fast' })).toThrow(/RIDE_SIMULATOR_SPEED/);
    expect(() => loadConfig({ RIDE_SIMULATOR_SPEED: '0' })).toThrow(/RIDE_SIMULATOR_SPEED/);
  });

  it('reads the variables', () => {
    const c = loadConfig({
      API_PORT: '5000',
      API_HOST: '0.0.0.0',
      API_BASE_PATH: '/backend',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      API_DATA_DIR: '/tmp/x',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_DAYS: '14',
      API_MIGRATE: 'false',
      API_DRAIN_DELAY_MS: '5000',
      RIDE_SIMULATOR_SPEED: '12.5',
      API_TRUSTED_PROXIES: '10.0.0.0/8,192.0.2.7',
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      MAIL_FROM: 'Rental <no-reply@rental.example>',
      MAIL_RETENTION_DAYS: '90',
      UPLOAD_DIR: '/var/lib/rental/uploads',
      API_SERVICE_TOKEN: 'a-service-token-of-at-least-32-characters',
    });
    expect(c).toEqual({
      port: 5000,
      host: '0.0.0.0',
      basePath: '/backend',
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
      dataDir: '/tmp/x',
      logLevel: 'warn',
      nodeEnv: 'production',
      devEndpoints: false,
      throttle: 'default',
      sessionIdleMinutes: 30,
      sessionMaxDays: 14,
      migrate: false,
      drainDelayMs: 5000,
      rideSimulatorSpeed: 12.5,
      trustedProxies: ['10.0.0.0/8', '192.0.2.7'],
      mail: {
        smtpUrl: 'smtp://u:p@mail.example.com:587',
        from: 'Rental <no-reply@rental.example>',
        linkOrigin: 'http://localhost:4321',
        retentionDays: 90,
      },
      social: {},
      uploads: {
        storage: 'local',
        dir: '/var/lib/rental/uploads',
        maxBytes: 10 * 1024 * 1024,
        s3: undefined,
      },
      serviceToken: 'a-service-token-of-at-least-32-characters',
    });
  });

  it('requires an SMTP server in production and checks the mail settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({}).mail.retentionDays).toBe(30);
    for (const days of ['0', '2.5', 'a month', '3651'])
      expect(() => loadConfig({ MAIL_RETENTION_DAYS: days })).toThrow(
        'MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650',
      );
  });

  it('keeps the development endpoints off unless asked, and never in production', () => {
    expect(loadConfig({}).devEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devEndpoints).toBe(false);
    expect(loadConfig({ API_DEV_ENDPOINTS: 'true' }).devEndpoints).toBe(true);
    expect(() => loadConfig({ API_DEV_ENDPOINTS: 'true', NODE_ENV: 'production' })).toThrow(
      /API_DEV_ENDPOINTS/,
    );
    expect(() => loadConfig({ API_DEV_ENDPOINTS: 'yes' })).toThrow(/API_DEV_ENDPOINTS/);
  });

  it('relaxes the throttle only when asked, and never in production', async () => {
    expect(loadConfig({}).throttle).toBe('default');
    expect(loadConfig({ API_THROTTLE: 'relaxed' }).throttle).toBe('relaxed');
    expect(() =>
      loadConfig({ API_THROTTLE: 'relaxed', NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }),
    ).toThrow(/API_THROTTLE/);
    expect(() => loadConfig({ API_THROTTLE: 'off' })).toThrow(/API_THROTTLE/);
  });
});
