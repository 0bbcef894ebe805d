// The booking micro-frontend builds with the shared remote-app configuration:
// /webapp/booking/remoteEntry{version}.js. The market facts the page context does not carry yet
// (initialDate, phone prefix, charity links, whether vans are offered) are compiled in from @rental/markets.
import { remoteAppConfig } from '@rental/remote-apps/vite';
import { bookingMarketTable } from './src/shared/market-table.ts';

export default remoteAppConfig({
  app: 'booking',
  root: import.meta.dirname,
  extra: { define: { __BOOKING_MARKETS__: JSON.stringify(bookingMarketTable()) } },
});
