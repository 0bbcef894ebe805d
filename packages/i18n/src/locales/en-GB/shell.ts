// The shell namespace in en-GB: only where British English differs from en-US (the other keys fall back
// to en-US); the default for Commonwealth English locales (en-AU, en-NZ, en-IE, ...: see fallbackChain).
import type { Regional, ShellStrings } from '../en-US/shell.ts';

const shell: Regional<ShellStrings> = {
  notFound: { home: 'Back to the homepage' },
  error: {
    body: 'We are having technical problems at the moment. Please try again later.',
    home: 'Back to the homepage',
  },
};

export default shell;
