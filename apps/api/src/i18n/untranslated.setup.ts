// Every API test file also checks that each error message it provoked has a table entry (issue 19): an
// English text no table knows would reach a German customer in English.
import { afterAll, expect } from 'vitest';
import { untranslatedMessages } from './translate.ts';

afterAll(() => {
  expect(untranslatedMessages().join('\n'), 'messages missing from src/i18n/messages/en.ts').toBe('');
});
