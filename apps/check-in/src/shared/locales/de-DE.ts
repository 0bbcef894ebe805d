import type { TemplateStrings } from './en-US.ts';

const strings: TemplateStrings = {
  title: 'Online-Check-in',
  loading: 'Wird geladen…',
};

export default strings;
