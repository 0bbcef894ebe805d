// Standalone page of the app (`npm run dev -w @rental/ride` without a site): the booking view and the home
// view mounted with a sample context (the API answers on /api through the dev server's proxy, if any).
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const market = sampleContext({ app: 'ride' }).market;
const links = { ...market.links, ride: '/', rideHistory: '/' };
for (const [id, view] of [
  ['ride-booking-container', 'booking'],
  ['ride-home-container', 'home'],
] as const) {
  const element = document.getElementById(id);
  if (element) void mount(element, sampleContext({ app: 'ride', view, market: { ...market, links } }));
}
