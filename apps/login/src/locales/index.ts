// The login app's own i18n namespace in the eleven translated locales (spec §9); other page languages
// fall back through @rental/i18n's chain (de-AT -> de-DE, fr-BE -> fr-FR, ... -> en-US).
import type { Translations } from '@rental/i18n';

const enUS = {
  /** Link to the account area's login form. */
  signIn: 'Sign in',
  /** Accessible name of the container's navigation landmark. */
  label: 'Customer account',
  /** Signed-in greeting with the customer's first name. */
  greeting: 'Hi, {{firstName}}',
  /** Link to the account area when signed in. */
  account: 'My account',
  /** While the session is being checked (screen readers only). */
  checking: 'Checking whether you are signed in',
};

export type LoginStrings = Translations<typeof enUS>;

const enGB: LoginStrings = { ...enUS };
const deDE: LoginStrings = {
  signIn: 'Anmelden',
  label: 'Kundenkonto',
  greeting: 'Hallo, {{firstName}}',
  account: 'Mein Konto',
  checking: 'Anmeldestatus wird geprüft',
};
const deCH: LoginStrings = { ...deDE, checking: 'Anmeldestatus wird geprüft' };
const nlNL: LoginStrings = {
  signIn: 'Inloggen',
  label: 'Klantaccount',
  greeting: 'Hallo, {{firstName}}',
  account: 'Mijn account',
  checking: 'We controleren of je bent ingelogd',
};
const nlBE: LoginStrings = { ...nlNL, checking: 'We controleren of u bent aangemeld', signIn: 'Aanmelden' };
const frFR: LoginStrings = {
  signIn: 'Se connecter',
  label: 'Compte client',
  greeting: 'Bonjour, {{firstName}}',
  account: 'Mon compte',
  checking: 'Vérification de votre connexion',
};
const esES: LoginStrings = {
  signIn: 'Iniciar sesión',
  label: 'Cuenta de cliente',
  greeting: 'Hola, {{firstName}}',
  account: 'Mi cuenta',
  checking: 'Comprobando si has iniciado sesión',
};
const itIT: LoginStrings = {
  signIn: 'Accedi',
  label: 'Account cliente',
  greeting: 'Ciao, {{firstName}}',
  account: 'Il mio account',
  checking: "Verifica dell'accesso in corso",
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
