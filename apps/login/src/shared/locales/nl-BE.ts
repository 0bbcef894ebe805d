// The login namespace in nl-BE: only where Belgian usage differs from nl-NL.
import type { Regional } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Regional<LoginStrings> = { signIn: 'Aanmelden' };

export default login;
