// The shell namespace in en-US: the source of truth for the keys every other locale must translate.
// Strings the site shell needs (not-found and error pages, language switcher, layout chrome).

/** Widens every string leaf to `string`, so other locales are typed by the en-US shape. */
export type Translations<T> = {
  [K in keyof T]: T[K] extends string ? string : Translations<T[K]>;
} & ExtraPlurals<T>;

/**
 * A regional variant (de-CH, en-GB, nl-BE...): only the keys that differ from the locale it falls back to;
 * every other key is looked up along the fallback chain. A key that does not exist fails to type-check.
 */
export type Regional<T> = {
  [K in keyof T]?: T[K] extends string ? string : Regional<T[K]>;
} & ExtraPlurals<T>;

/**
 * The plural forms a language needs beyond English's one/other (Intl.PluralRules: Arabic has zero, one,
 * two, few, many, other): a translation may add `key_zero`, `key_two`, `key_few`, `key_many` to any key
 * the master has as `key_one`/`key_other`; i18next picks the form for the count.
 */
type ExtraPlurals<T> = {
  [K in keyof T & string as K extends `${infer Base}_other`
    ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
    : never]?: string;
};

const shell = {
  notFound: {
    title: 'Page not found',
    // spec §2/§8: the 404 page says the page does not exist or was removed.
    body: 'The page you are looking for does not exist or has been removed.',
    linksHeading: 'These pages may help you',
    branches: 'Find a branch',
    fleet: 'Our fleet',
    home: 'Back to the home page',
  },
  error: {
    title: 'Something went wrong',
    body: 'We are having technical problems right now. Please try again later.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  offline: {
    title: 'You are offline',
    body: 'Check your internet connection, then try again.',
  },
  languageSwitcher: {
    label: 'Language',
    current: 'Current language: {{language}}',
    external: 'opens the regional site',
  },
  common: {
    skipToContent: 'Skip to main content',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    close: 'Close',
    loading: 'Loading…',
    signIn: 'Sign in',
    myAccount: 'My account',
    home: 'Home',
    footer: 'Footer',
    mainNavigation: 'Main navigation',
    opensInNewWindow: 'opens in a new window',
    sites: 'All sites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'This part of the page could not be loaded. Please reload the page.',
    appUnavailable: 'This part of the page could not be loaded. Please try again later.',
    newsBanner: 'News',
  },
} as const;

/** The shape of the shell namespace; a locale missing a key (or adding one) fails to type-check. */
export type ShellStrings = Translations<typeof shell>;

/** Dotted paths of the string leaves of a strings object: 'notFound.title' | ... */
export type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the shell namespace, for callers that want typos caught at compile time. */
export type ShellKey = KeyPaths<ShellStrings>;

const enUS: ShellStrings = shell;
export default enUS;
