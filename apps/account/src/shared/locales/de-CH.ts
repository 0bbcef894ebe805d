// The account namespace in de-CH: the de-DE wording has no ß and nothing else Swiss usage changes, so
// every key falls back to de-DE; a key that needs the Swiss form goes here.
import type { Regional } from '@rental/i18n';
import type { AccountStrings } from './en-US.ts';

const strings: Regional<AccountStrings> = {};

export default strings;
