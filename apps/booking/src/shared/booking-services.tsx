// What every view of the booking app needs: the host's context, the market (from the mount context),
// its formatters and the API client. Provided once by the app root.
import { type ApiClient, createApiClient } from '@rental/api-client';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';
import { type BookingFormatters, bookingFormatters } from './format.ts';

export interface Booking {
  context: AppContext;
  /** The page's market facts (mount context). */
  market: AppContext['market'];
  fmt: BookingFormatters;
  api: ApiClient;
  /** Leaves the page for another site (the payment provider's page, issue 21); tests replace it. */
  leavePage: (url: string) => void;
  /**
   * Reports an experiment goal once per mounted app (issue 25): coming back to a step, or React running an
   * effect again, is not a second conversion. The host sends it only with performance consent.
   */
  trackOnce: (goal: string) => void;
}

const BookingContext = createContext<Booking | null>(null);

/** The services of one mounted booking app. */
export function createBooking(context: AppContext): Booking {
  const tracked = new Set<string>();
  return {
    context,
    market: context.market,
    fmt: bookingFormatters(context),
    api: createApiClient(context),
    leavePage: (url) => location.assign(url),
    trackOnce: (goal) => {
      if (tracked.has(goal)) return;
      tracked.add(goal);
      context.experiments.track(goal);
    },
  };
}

export const BookingProvider = BookingContext.Provider;

export function useBooking(): Booking {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking outside <BookingProvider>');
  return value;
}
