/// <reference types="vite/client" />
// Loads the booking namespace for a page language: only the locales of its fallback chain
// (de-AT -> de-DE -> en-US), each a separate chunk, so a page downloads one or two languages.
import { fallbackChain, isSupportedLocale } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const modules = import.meta.glob<{ default: BookingStrings }>('./*-*.ts');

/** locale -> { booking } for createI18n's resources. */
export async function loadBookingResources(
  locale: string,
): Promise<Record<string, { booking: BookingStrings }>> {
  const chain = fallbackChain(locale).filter((l) => isSupportedLocale(l));
  const loaded = await Promise.all(
    chain.map(async (l) => {
      const load = modules[`./${l}.ts`];
      return load ? ([l, { booking: (await load()).default }] as const) : undefined;
    }),
  );
  return Object.fromEntries(loaded.filter((x) => x !== undefined));
}
