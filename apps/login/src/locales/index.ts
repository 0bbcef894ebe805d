// The login app's own i18n namespace in the eleven translated locales (spec §9); other page languages
// fall back through @rental/i18n's chain (de-AT -> de-DE, fr-BE -> fr-FR, ... -> en-US).
import type { Translations } from '@rental/i18n';

const enUS = {
  /** Link to the account area's login form. */
  signIn: 'Sign in',
  /** Signed-in greeting with the customer's first name. */
  greeting: 'Hi, {{firstName}}',
  /** Link to the account area when signed in. */
  account: 'My account',
};

export type LoginStrings = Translations<typeof enUS>;

const enGB: LoginStrings = { ...enUS };
const deDE: LoginStrings = {
  signIn: 'Anmelden',
  greeting: 'Hallo, {{firstName}}',
  account: 'Mein Konto',
};
const deCH: LoginStrings = { ...deDE };
const nlNL: LoginStrings = {
  signIn: 'Inloggen',
  greeting: 'Hallo, {{firstName}}',
  account: 'Mijn account',
};
const nlBE: LoginStrings = { ...nlNL, signIn: 'Aanmelden' };
const frFR: LoginStrings = {
  signIn: 'Se connecter',
  greeting: 'Bonjour, {{firstName}}',
  account: 'Mon compte',
};
const esES: LoginStrings = {
  signIn: 'Iniciar sesión',
  greeting: 'Hola, {{firstName}}',
  account: 'Mi cuenta',
};
const itIT: LoginStrings = {
  signIn: 'Accedi',
  greeting: 'Ciao, {{firstName}}',
  account: 'Il mio account',
};

/** locale -> { login: strings }, the shape createI18n's `resources` takes. */
export const loginResources: Record<string, { login: LoginStrings }> = {
  'en-US': { login: enUS },
  'en-GB': { login: enGB },
  'en-AU': { login: { ...enGB } },
  'en-NZ': { login: { ...enGB } },
  'de-DE': { login: deDE },
  'de-CH': { login: deCH },
  'nl-NL': { login: nlNL },
  'nl-BE': { login: nlBE },
  'fr-FR': { login: frFR },
  'es-ES': { login: esES },
  'it-IT': { login: itIT },
};
