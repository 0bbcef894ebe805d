// The plus namespace in en-US: the keys every other locale translates (a regional variant such
// as de-CH holds only what differs, typed Regional<TemplateStrings>).
import type { Translations } from '@rental/i18n';

const strings = {
  title: 'Hello from {{app}}',
  market:
    'This page belongs to the {{site}} site; prices in {{currency}}; phone numbers start with {{prefix}}.',
  api: 'The API sees you in {{country}}.',
  form: {
    title: 'Tell us your name',
    name: 'Your name',
    send: 'Send',
    sent: 'Thank you, {{name}}.',
    summary_one: 'Please correct {{count}} field:',
    summary_other: 'Please correct {{count}} fields:',
    required: 'This field cannot be left empty.',
  },
  loading: 'Loading…',
};

export type TemplateStrings = Translations<typeof strings>;

export default strings;
