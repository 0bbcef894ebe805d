// The live ride (GET /v1/ride/rides/{id}/events, event `ride`, data = the Ride): every change arrives
// as the whole ride. A dropped connection says so ("Reconnecting…"): EventSource retries by itself
// (the server's `retry: 2000`) and the server sends the current state at once when it is back. When the
// browser gives up (readyState CLOSED: a non-stream answer, a proxy error) the source is made again with
// a growing delay. The stream ends after finished or cancelled, and so does this hook's connection.
import { useEffect, useRef, useState } from 'react';
import { isOver, type Ride } from '../../shared/ride-types.ts';

export type Connection = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The delay before the n-th new source after the browser gave up: 1 s, 2 s, 4 s … at most 30 s. */
export function backOff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

const closed = 2; // EventSource.CLOSED

export function useRideStream(url: string | null, onRide: (ride: Ride) => void): Connection {
  const [connection, setConnection] = useState<Connection>('connecting');
  const listener = useRef(onRide);
  listener.current = onRide;
  useEffect(() => {
    if (url === null) return;
    // No EventSource (a very old browser): the view shows the ride as loaded, without live updates.
    if (typeof EventSource === 'undefined') {
      setConnection('closed');
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
    const open = () => {
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        attempt = 0;
        setConnection('open');
      });
      current.addEventListener('ride', (event) => {
        let ride: Ride;
        try {
          ride = JSON.parse((event as MessageEvent<string>).data) as Ride;
        } catch {
          return;
        }
        attempt = 0;
        setConnection('open');
        listener.current(ride);
        if (isOver(ride.status)) {
          stop();
          setConnection('closed');
        }
      });
      current.addEventListener('error', () => {
        if (stopped) return;
        setConnection('reconnecting');
        if (current.readyState !== closed) return; // the browser retries by itself
        current.close();
        timer = setTimeout(open, backOff(attempt));
        attempt += 1;
      });
    };
    setConnection('connecting');
    open();
    return stop;
  }, [url]);
  return connection;
}
