import { describe, expect, it } from 'vitest';
import { camelOf, nameProblem, renderTemplate, withContainer, withKnipEntry } from './new-app.ts';

describe('npm run new-app', () => {
  it('renders every template file with the app name in place', () => {
    const files = renderTemplate('check-in');
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'package.json',
        'vite.config.ts',
        'src/app/mount.tsx',
        'src/app/app.tsx',
        'src/app/app.css',
        'src/features/example/example-view.tsx',
        'src/shared/locales/en-US.ts',
        'README.md',
      ]),
    );
    for (const [file, content] of files) expect(content, file).not.toContain('template-app');
    expect(JSON.parse(files.get('package.json')!)).toMatchObject({
      name: '@rental/check-in',
      webapp: 'check-in',
    });
    expect(files.get('vite.config.ts')).toContain("remoteAppConfig({ app: 'check-in'");
  });

  it.each([
    ['CheckIn', /kebab-case/],
    ['check_in', /kebab-case/],
    ['-x', /kebab-case/],
    ['site', /reserved/],
    ['booking', /exists already/],
  ])('refuses %j', (name, message) => {
    expect(nameProblem(name)).toMatch(message);
  });

  it('accepts a new kebab-case name', () => {
    expect(nameProblem('damages')).toBeUndefined();
    expect(camelOf('check-in')).toBe('checkIn');
  });

  it('registers the container once, at the end of the table', () => {
    const table =
      "export const containers = {\n  login: { id: 'login-container', app: 'login' },\n} as const;\n";
    const once = withContainer(table, 'check-in');
    expect(once).toContain("checkIn: { id: 'check-in-container', app: 'check-in' },\n} as const;");
    expect(withContainer(once, 'check-in')).toBe(once);
  });
});

describe('withKnipEntry', () => {
  it('registers the app with knip once, keeping the other workspaces', () => {
    const knip = JSON.stringify({ workspaces: { 'apps/login': { entry: ['src/app/mount.tsx'] } } });
    const once = withKnipEntry(knip, 'check-in');
    const config = JSON.parse(once);
    expect(Object.keys(config.workspaces)).toEqual(['apps/login', 'apps/check-in']);
    expect(config.workspaces['apps/check-in'].entry).toContain('src/app/mount.tsx');
    expect(withKnipEntry(once, 'check-in')).toBe(once);
  });
});
