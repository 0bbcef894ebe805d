// The business views' strings (issue 20: corporate and travel-agency sign-up, the business hub,
// invitations; locales/business/*.ts), loaded with those views' chunks.
import { localeFiles } from '@rental/i18n';
import type { ReactNode } from 'react';
import { StringsChunk } from './strings-chunk.tsx';

const load = localeFiles(import.meta.glob('./locales/business/*.ts'));

/** Loads the strings of the page's locale chain, then shows `children`. */
export function BusinessStrings({ children }: { children: ReactNode }) {
  return (
    <StringsChunk load={load} probe="business.hubTitle">
      {children}
    </StringsChunk>
  );
}
