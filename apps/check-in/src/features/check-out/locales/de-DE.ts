import type { TemplateStrings } from './en-US.ts';

const strings: TemplateStrings = {
  title: 'Fahrzeug zurückgeben',
};

export default strings;
