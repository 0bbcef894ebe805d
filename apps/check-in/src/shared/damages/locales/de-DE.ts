import type { TemplateStrings } from './en-US.ts';

const strings: TemplateStrings = {
  title: 'Schäden',
};

export default strings;
