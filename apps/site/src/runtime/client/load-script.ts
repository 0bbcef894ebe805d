// Script loading helpers for hosts and apps (spec §7 bootstrapper, §8 errors): a failed load rejects,
// an unknown file type is refused, a download needs a file name.

export const unexpectedFileTypeMessage = 'Unable to load unexpected file type';
export const emptyFileNameMessage = 'File name cannot be empty';

/** Adds a script and resolves when it has run; rejects when it fails to load (spec §8). */
export function loadScript(
  src: string,
  options: { module?: boolean; attributes?: Record<string, string>; doc?: Document } = {},
): Promise<HTMLScriptElement> {
  const doc = options.doc ?? document;
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    if (options.module) script.type = 'module';
    script.async = true;
    for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(script));
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load the script ${src}`));
    });
    script.src = src;
    doc.head.append(script);
  });
}

/** Adds a stylesheet; rejects when it fails to load. */
export function loadStylesheet(href: string, doc: Document = document): Promise<HTMLLinkElement> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.addEventListener('load', () => resolve(link));
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`Could not load the stylesheet ${href}`));
    });
    link.href = href;
    doc.head.append(link);
  });
}

/** The kind of a file by its extension (query and fragment ignored). */
export function fileKind(path: string): 'script' | 'module' | 'style' | undefined {
  const clean = path.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (clean.endsWith('.mjs')) return 'module';
  if (clean.endsWith('.js')) return 'script';
  if (clean.endsWith('.css')) return 'style';
  return undefined;
}

/** Loads a bootstrapper file (spec §7: the map of script paths): scripts and stylesheets only. */
export function loadFile(path: string, doc: Document = document): Promise<HTMLElement> {
  const kind = fileKind(path);
  if (kind === 'style') return loadStylesheet(path, doc);
  if (kind === 'script' || kind === 'module') return loadScript(path, { module: kind === 'module', doc });
  return Promise.reject(new Error(unexpectedFileTypeMessage));
}

/** Saves data as a file through a temporary link; the name must not be empty (spec §8). */
export function downloadFile(data: Blob | string, fileName: string, doc: Document = document): void {
  if (fileName.trim() === '') throw new Error(emptyFileNameMessage);
  const href = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = doc.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(href), 0);
}
