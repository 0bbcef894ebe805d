// What every view of the booking app needs: the host context, the market with its formatters and
// the API target. Provided once by the app root.
import type { AppContext } from '@rental/remote-apps';
import { createContext, useContext } from 'react';
import type { ApiTarget } from './api.ts';
import { type BookingFormatters, bookingFormatters } from './format.ts';
import { type BookingMarket, bookingMarket } from './market.ts';

export interface Booking {
  context: AppContext;
  market: BookingMarket;
  fmt: BookingFormatters;
  api: ApiTarget;
}

const BookingContext = createContext<Booking | null>(null);

export function createBooking(context: AppContext): Booking {
  const market = bookingMarket(context);
  return {
    context,
    market,
    fmt: bookingFormatters(market),
    api: {
      apiBaseUrl: context.apiBaseUrl,
      acceptLanguage: context.acceptLanguage,
      tenantId: context.tenantId,
    },
  };
}

export const BookingProvider = BookingContext.Provider;

export function useBooking(): Booking {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking outside <BookingProvider>');
  return value;
}
