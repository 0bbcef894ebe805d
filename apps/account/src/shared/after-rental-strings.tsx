// The after-rental views' strings (issue 20: a finished booking's invoice and its correction, lost and
// found; locales/after-rental/*.ts), loaded with those views' chunks.
import { localeFiles } from '@rental/i18n';
import type { ReactNode } from 'react';
import { StringsChunk } from './strings-chunk.tsx';

const load = localeFiles(import.meta.glob('./locales/after-rental/*.ts'));

/** Loads the strings of the page's locale chain, then shows `children`. */
export function AfterRentalStrings({ children }: { children: ReactNode }) {
  return (
    <StringsChunk load={load} probe="lost.title">
      {children}
    </StringsChunk>
  );
}
