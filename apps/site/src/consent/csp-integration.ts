// Astro integration: at build end, hashes every inline script of the built HTML into the sites'
// Content-Security-Policy and writes the security headers (policy, HSTS, Permissions-Policy, nosniff,
// Referrer-Policy) to dist/_headers (production hosts) and dist/_csp.json (npm start).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  blockedInlineCode,
  buildPolicy,
  type CspJson,
  cspJsonFile,
  headersFile,
  headersFileName,
  inlineScriptHashes,
  securityHeaders,
} from './csp.ts';
import { readThirdPartyUrls, thirdPartyOrigins } from './hosts.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Computes the policy over a built output folder and writes both files; returns what it wrote. */
export async function writeCsp(
  distDir: string,
): Promise<{ policy: string; files: number; hashes: number; blocked: string[] }> {
  const origins = thirdPartyOrigins(readThirdPartyUrls());
  const hashes = new Set<string>();
  const blocked: string[] = [];
  const files = await htmlFiles(distDir);
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const code of blockedInlineCode(html)) blocked.push(`${path.relative(distDir, file)}: ${code}`);
  }
  const policy = buildPolicy({ scriptHashes: hashes, thirdPartyOrigins: origins });
  const production = buildPolicy({
    scriptHashes: hashes,
    thirdPartyOrigins: origins,
    upgradeInsecureRequests: true,
  });
  const json: CspJson = {
    headers: securityHeaders({ policy, production: false }),
    inlineScripts: hashes.size,
  };
  await writeFile(path.join(distDir, cspJsonFile), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(
    path.join(distDir, headersFileName),
    headersFile(securityHeaders({ policy: production, production: true })),
  );
  return { policy, files: files.length, hashes: hashes.size, blocked };
}

export default function consentCsp(): AstroIntegration {
  return {
    name: '@rental/site-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const result = await writeCsp(fileURLToPath(dir));
        for (const line of result.blocked.slice(0, 20)) {
          logger.warn(`inline code the Content-Security-Policy blocks (use a script file instead): ${line}`);
        }
        logger.info(
          `Content-Security-Policy over ${result.files} HTML files: ${result.hashes} inline-script hashes, ${result.policy.length} characters (${(performance.now() - started).toFixed(0)} ms)`,
        );
      },
    },
  };
}
