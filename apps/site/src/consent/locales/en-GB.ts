// The consent banner's strings in en-GB (British spelling).
import type { ConsentStrings } from './en-US.ts';

const enGB: ConsentStrings = {
  title: 'Cookies and privacy',
  intro:
    'We use essential cookies so this site works. With your consent we also use performance cookies and tracking to measure and improve our service. You can change your choice at any time under "Manage cookies" at the bottom of the page.',
  acceptAll: 'Accept all',
  limitedUse: 'Limited use',
  settings: 'Settings',
  privacy: 'Privacy policy',
  imprint: 'Imprint',
  settingsTitle: 'Cookie settings',
  settingsIntro: 'Choose which categories we may use. Essential cookies are always on.',
  categories: 'Categories',
  essential: 'Essential',
  essentialText: 'Needed for the site to work: language, security and your booking. Always on.',
  alwaysOn: 'Always on',
  performance: 'Performance',
  performanceText: 'Statistics and tracking that help us understand how the site is used and optimise it.',
  save: 'Save settings',
  back: 'Back',
};
export default enGB;
