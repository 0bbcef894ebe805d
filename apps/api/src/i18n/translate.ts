// Saying an API message in the request's language (issue 19). A message reaches the error handler in
// one of three forms, and each is answered from the tables of messages/:
// - a `Message` (`msg(id, params)`): a message whose parameters are only known at run time;
// - a plain English text of messages/en.ts without parameters (constants, zod schema errors);
// - an English text a schema built with `english(id, params)` (parameters fixed when the schema is built).
// What is none of these stays as it is and is noted in `untranslatedMessages()` (the API tests fail on it).

import type { ApiLanguage } from './languages.ts';
import { en, type MessageId } from './messages/en.ts';
import { messageTables } from './messages/index.ts';

/** An amount of time, said in the largest unit that reads well ('45 seconds', '2 minutes', '1 hour'). */
export type Duration = { readonly seconds: number };

/** A country by its ISO alpha-2 code, said by its name in the message's language ('DE' → 'Deutschland'). */
export type Region = { readonly region: string };

/**
 * A parameter's value: text as it is, a number in the language's digits, a duration in its words, a
 * country by its name.
 */
export type MessageParam = string | number | Duration | Region;

/** A message by id with its parameters. */
export class Message {
  readonly id: MessageId;
  readonly params: Readonly<Record<string, MessageParam>>;

  constructor(id: MessageId, params: Readonly<Record<string, MessageParam>> = {}) {
    this.id = id;
    this.params = params;
  }

  /** The English text (logs, `Error.message`). */
  toString(): string {
    return say(this, 'en');
  }
}

/** A message as the code holds it: a `Message`, or an English text. */
export type MessageText = string | Message;

/** The message `id` with its parameters. */
export function msg(id: MessageId, params: Readonly<Record<string, MessageParam>> = {}): Message {
  return new Message(id, params);
}

const numberFormats = new Map<ApiLanguage, Intl.NumberFormat>();

/** The Intl locale of a language: Arabic in Arabic-Indic digits, the digits of the Arabic pages. */
const intlLocale = (lang: ApiLanguage) => (lang === 'ar' ? 'ar-u-nu-arab' : lang);

function formatNumber(value: number, lang: ApiLanguage): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { useGrouping: false, maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

function formatDuration({ seconds }: Duration, lang: ApiLanguage): string {
  const [value, unit] =
    seconds < 90
      ? [seconds, 'second']
      : Math.ceil(seconds / 60) < 90
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    useGrouping: false,
  }).format(value);
}

function formatRegion({ region }: Region, lang: ApiLanguage): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(region) ?? region;
  } catch {
    return region;
  }
}

function formatParam(value: MessageParam, lang: ApiLanguage): string {
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') return value;
  if ('region' in value) return formatRegion(value, lang);
  return formatDuration(value, lang);
}

/** Languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<ApiLanguage> = new Set(['ar']);

/**
 * Latin runs that right-to-left text would reorder (a phone number's groups, a date's parts, a path):
 * several Latin words or numbers joined by spaces, hyphens, colons or slashes.
 */
const REORDERED_RUN = /\+?\w+(?:\.\w+)*(?:[ \-:/]+\w+(?:\.\w+)*)+/g;

/** Each such run isolated (U+2068 … U+2069), so it reads left to right inside the Arabic sentence. */
function isolateLatinRuns(text: string): string {
  return text.replace(REORDERED_RUN, (run) => `\u2068${run}\u2069`);
}

/** A message in a language; a parameter the text names but the message lacks stays `{name}`. */
export function say(message: Message, lang: ApiLanguage): string {
  const template = messageTables[lang][message.id];
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.params[name];
    return value === undefined ? whole : formatParam(value, lang);
  });
  return RIGHT_TO_LEFT.has(lang) ? isolateLatinRuns(text) : text;
}

/** English texts without parameters, by text. */
const idOfEnglish: ReadonlyMap<string, MessageId> = new Map(
  (Object.entries(en) as [MessageId, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([id, text]) => [text, id]),
);

/** English texts of `english()`, by text (a bounded set: schemas are built once, at start-up). */
const schemaTexts = new Map<string, Message>();

/**
 * The English text of a message with parameters, for a zod schema's `error` (which takes a string); the
 * error handler finds the message again by this text. Only for parameters fixed when the schema is built.
 */
export function english(id: MessageId, params: Readonly<Record<string, MessageParam>>): string {
  const message = msg(id, params);
  const text = say(message, 'en');
  schemaTexts.set(text, message);
  return text;
}

/** The message an English text says, if the tables know it. */
export function messageOf(text: string): Message | undefined {
  const id = idOfEnglish.get(text);
  return id ? msg(id) : schemaTexts.get(text);
}

const UNTRANSLATED_LIMIT = 100;
const untranslated = new Set<string>();

/** Texts the API answered that no table knows (at most 100): a test asserts there are none. */
export function untranslatedMessages(): readonly string[] {
  return [...untranslated];
}

/** Forgets the noted untranslated texts (tests). */
export function clearUntranslatedMessages(): void {
  untranslated.clear();
}

/** A message text in a language: found in the tables, or noted and left as it is. */
export function translate(text: MessageText, lang: ApiLanguage): string {
  if (text instanceof Message) return say(text, lang);
  const message = messageOf(text);
  if (message) return say(message, lang);
  if (untranslated.size < UNTRANSLATED_LIMIT) untranslated.add(text);
  return text;
}
