// The shell namespace in en-GB: British English, the default for Commonwealth English locales (see fallbackChain).
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has been removed.',
    linksHeading: 'These pages may help you',
    branches: 'Find a branch',
    fleet: 'Our fleet',
    home: 'Back to the homepage',
  },
  error: {
    title: 'Something went wrong',
    body: 'We are having technical problems at the moment. Please try again later.',
    retry: 'Try again',
    home: 'Back to the homepage',
  },
  offline: {
    title: 'You are offline',
    body: 'Check your internet connection, then try again.',
  },
  languageSwitcher: {
    label: 'Language',
    current: 'Current language: {{language}}',
    external: 'opens the regional site',
  },
  common: {
    skipToContent: 'Skip to main content',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    close: 'Close',
    loading: 'Loading…',
    signIn: 'Sign in',
    myAccount: 'My account',
    home: 'Home',
    footer: 'Footer',
    mainNavigation: 'Main navigation',
    opensInNewWindow: 'opens in a new window',
    sites: 'All sites',
    pageTitleSuffix: '{{brand}}',
    appUnavailable: 'This part of the page could not be loaded. Please try again later.',
    newsBanner: 'News',
  },
};

export default shell;
