// The shell namespace in nl-BE: only where Flemish usage differs from nl-NL ('aanmelden', 'startpagina');
// the other keys fall back to nl-NL.
import type { Regional, ShellStrings } from '../en-US/shell.ts';

const shell: Regional<ShellStrings> = {
  notFound: { branches: 'Kantoor zoeken', home: 'Terug naar de startpagina' },
  error: { home: 'Terug naar de startpagina' },
  common: { signIn: 'Aanmelden', home: 'Startpagina' },
};

export default shell;
