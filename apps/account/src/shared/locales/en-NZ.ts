// The account namespace in en-NZ: the account's wording is the same as en-US, so every key falls back to
// it; a key that needs the local spelling goes here.
import type { Regional } from '@rental/i18n';
import type { AccountStrings } from './en-US.ts';

const strings: Regional<AccountStrings> = {};

export default strings;
