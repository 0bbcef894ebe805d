// The languages the API answers in (issue 19): those of the apps' locales (the booking app ships the most,
// apps/booking/src/shared/locales). Catalogue texts (catalog-texts.ts) and error messages (messages/) have a
// table for each; a request reads the first Accept-Language entry we have one for.
import type { FastifyRequest } from 'fastify';
import { acceptedLocales } from '../context.ts';

/** Every language with texts, English first (the fallback). */
export const API_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'ar',
  'pl',
  'hu',
  'ro',
  'hr',
  'sl',
  'sv',
  'da',
  'nb',
  'is',
  'fi',
  'pt',
  'lv',
  'lt',
  'et',
] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

function isApiLanguage(lang: string): lang is ApiLanguage {
  return (API_LANGUAGES as readonly string[]).includes(lang);
}

/** Language subtags read in another language of ours: Norwegian ('no', and Nynorsk 'nn') reads Bokmål. */
const LANGUAGE_ALIASES: ReadonlyMap<string, ApiLanguage> = new Map([
  ['no', 'nb'],
  ['nn', 'nb'],
]);

/** Our language of a language tag ('pt-BR' → 'pt', 'no' → 'nb'), undefined for one we have no texts in. */
export function languageOfTag(tag: string): ApiLanguage | undefined {
  const lang = (tag.split('-')[0] ?? '').toLowerCase();
  const language = LANGUAGE_ALIASES.get(lang) ?? lang;
  return isApiLanguage(language) ? language : undefined;
}

/** The first language of the request's Accept-Language (by weight) we have texts in. */
export function acceptedLanguage(req: FastifyRequest): ApiLanguage | undefined {
  for (const locale of acceptedLocales(req)) {
    const language = languageOfTag(locale);
    if (language) return language;
  }
  return undefined;
}

/** The language of a request's messages: its Accept-Language, else English. */
export function messageLanguage(req: FastifyRequest): ApiLanguage {
  return acceptedLanguage(req) ?? 'en';
}
