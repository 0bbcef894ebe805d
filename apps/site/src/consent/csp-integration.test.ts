// The build-end step over a built output folder: both files written, every inline script hashed once.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCspHeaders, scriptHash } from './csp.ts';
import { writeCsp } from './csp-integration.ts';

describe('writeCsp', () => {
  it('hashes the inline scripts of every HTML file and writes _headers and _csp.json', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
    mkdirSync(path.join(dist, 'de', 'flotte'), { recursive: true });
    writeFileSync(
      path.join(dist, 'de', 'index.html'),
      '<script>a()</script><script type="module" src="/_astro/x.js"></script>',
    );
    writeFileSync(
      path.join(dist, 'de', 'flotte', 'index.html'),
      '<script>a()</script><script>b()</script><script type="application/json">{}</script><button onclick="c()">x</button>',
    );
    writeFileSync(path.join(dist, 'de', 'notes.txt'), '<script>ignored()</script>');

    const result = await writeCsp(dist);
    expect(result.files).toBe(2);
    expect(result.hashes).toBe(2);
    expect(result.blocked).toEqual([`${path.join('de', 'flotte', 'index.html')}: onclick`]);

    const policy = readCspHeaders(dist)['Content-Security-Policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${[scriptHash('a()'), scriptHash('b()')].sort().join(' ')};`);
    expect(policy).not.toContain(scriptHash('ignored()'));
    const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
    expect(headers).toContain(`Content-Security-Policy: ${policy}; upgrade-insecure-requests`);
  });
});
