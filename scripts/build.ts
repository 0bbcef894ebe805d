// Builds everything `npm start` serves: each micro-frontend, then every site, then precompresses the output.
import { compressTree } from './compress.ts';
import { run, step } from './run.ts';
import { siteDist, webappDists, workspaces } from './workspaces.ts';

const started = performance.now();
const apps = workspaces().filter((w) => w.webapp && w.scripts.build);
for (const app of apps) {
  step(`build micro-frontend ${app.webapp} (${app.name})`);
  await run('npm', ['run', 'build', '-w', app.name]);
}

step('build every site (Astro)');
await run('npm', ['run', 'build', '-w', '@rental/site']);

step('precompress (brotli, gzip)');
for (const dir of [siteDist, ...Object.values(webappDists())]) {
  const { files, rawBytes } = await compressTree(dir);
  console.log(`  ${dir}: ${files} files, ${(rawBytes / 1024 / 1024).toFixed(1)} MiB raw`);
}
console.log(`\nbuild finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
