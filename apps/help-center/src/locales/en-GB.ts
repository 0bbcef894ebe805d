// British English (en-GB, and through it en-AU and en-NZ): "centre", "e-mail", otherwise the master.
import { enUS, type HelpStrings } from './en-US.ts';

/** Replaces US spellings in every string. */
function british<T>(value: T): T {
  if (typeof value === 'string')
    return value.replaceAll('center', 'centre').replaceAll('Center', 'Centre') as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, british(v)])) as T;
}

export const enGB: HelpStrings = british(enUS);
