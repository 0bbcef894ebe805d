// The second loading mechanism (spec §7, §8): GET {app base}/bootstrapper{suffix}.json lists script files;
// each is loaded in order and then the app's global create function is started. Apps delivered this
// way call `registerBootstrappedApp('name', mount)` from their last script.
import type { Mount, MountModule } from './contract.ts';

declare global {
  var __remoteAppCreate: Record<string, Mount> | undefined;
}

/** Called by a bootstrapper-delivered app: makes its mount the app's global create function. */
export function registerBootstrappedApp(app: string, mount: Mount): void {
  globalThis.__remoteAppCreate ??= {};
  globalThis.__remoteAppCreate[app] = mount;
}

/** spec §8 messages. */
export const bootstrapperErrors = {
  unexpectedType: 'Unable to load unexpected file type',
  emptyName: 'File name cannot be empty',
} as const;

/** Loads one file into the document: a script (in order) or a stylesheet; rejects when it fails. */
export function loadFile(url: string, doc: Document = document): Promise<void> {
  const clean = url.split(/[?#]/)[0] ?? '';
  const name = clean.slice(clean.lastIndexOf('/') + 1);
  if (name.trim() === '') return Promise.reject(new Error(bootstrapperErrors.emptyName));
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return new Promise((resolve, reject) => {
    let element: HTMLScriptElement | HTMLLinkElement;
    if (extension === 'js' || extension === 'mjs') {
      const script = doc.createElement('script');
      script.src = url;
      script.async = false;
      element = script;
    } else if (extension === 'css') {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      element = link;
    } else {
      reject(new Error(`${bootstrapperErrors.unexpectedType}: ${name}`));
      return;
    }
    element.addEventListener('load', () => resolve(), { once: true });
    // spec §8: a script load failure rejects the load.
    element.addEventListener('error', () => reject(new Error(`Could not load ${url}`)), { once: true });
    doc.head.append(element);
  });
}

/** URL of an app's bootstrapper file: /webapp/{app}/bootstrapper{suffix}.json. */
export function bootstrapperUrl(base: string, suffix: string): string {
  return `${base.replace(/\/?$/, '/')}bootstrapper${suffix}.json`;
}

/** Reads the bootstrapper, loads its files in order, and returns the app's registered create function. */
export async function loadBootstrappedApp(
  app: string,
  base: string,
  suffix: string,
  options: { fetch?: typeof fetch; doc?: Document; signal?: AbortSignal } = {},
): Promise<MountModule> {
  const url = bootstrapperUrl(base, suffix);
  const response = await (options.fetch ?? fetch)(url, {
    headers: { accept: 'application/json' },
    signal: options.signal ?? null,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const files: unknown = await response.json();
  if (typeof files !== 'object' || files === null || Array.isArray(files)) {
    throw new Error(`${url}: expected an object of file names to paths`);
  }
  for (const [key, path] of Object.entries(files)) {
    if (typeof path !== 'string' || path.trim() === '' || key.trim() === '') {
      throw new Error(bootstrapperErrors.emptyName);
    }
    options.signal?.throwIfAborted();
    await loadFile(new URL(path, new URL(url, location.href)).href, options.doc);
  }
  const create = globalThis.__remoteAppCreate?.[app];
  if (typeof create !== 'function') {
    throw new Error(
      `${url}: the scripts did not register ${app}'s create function (registerBootstrappedApp)`,
    );
  }
  return { mount: create };
}
