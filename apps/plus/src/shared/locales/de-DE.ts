// The plus namespace in de-DE.
import type { TemplateStrings } from './en-US.ts';

const strings: TemplateStrings = {
  title: 'Hallo von {{app}}',
  market:
    'Diese Seite gehört zur Website {{site}}; Preise in {{currency}}; Telefonnummern beginnen mit {{prefix}}.',
  api: 'Die API sieht Sie in {{country}}.',
  form: {
    title: 'Wie heißen Sie?',
    name: 'Ihr Name',
    send: 'Senden',
    sent: 'Danke, {{name}}.',
    summary_one: 'Bitte korrigieren Sie {{count}} Feld:',
    summary_other: 'Bitte korrigieren Sie {{count}} Felder:',
    required: 'Dieses Feld darf nicht leer sein.',
  },
  loading: 'Wird geladen …',
};

export default strings;
