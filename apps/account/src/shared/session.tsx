// The customer's session as the account app sees it (issue 14 §3): read once from GET /v1/auth/session
// (200 signed in or out: a signed-out visitor is not an error, issue 23),
// then set by the sign-in, sign-up, reset and sign-out of this app, which also tell the other apps of the
// page (the login container) through the session event, so they update without a reload.
import { type ApiClient, ApiError, type components, dataOf } from '@rental/api-client';
import { announceSessionChange } from '@rental/remote-apps/session';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { succeeded } from './api.ts';

export type User = components['schemas']['User'];

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User }
  /** The API could not say (down, timed out): the view offers to try again, it never guesses. */
  | { status: 'unknown'; error: ApiError };

export interface Session {
  state: SessionState;
  /** After a sign-in or sign-up answered with the user. */
  signedIn: (user: User) => void;
  /** Ends the session on the server, then here. */
  signOut: () => Promise<void>;
  /** Reads the session again (after an unknown answer). */
  reload: () => void;
}

const SessionContext = createContext<Session | null>(null);

/** Reads the session: signed in or out as the API says; failures (down, timed out) are unknown. */
export async function readSession(api: ApiClient, signal?: AbortSignal): Promise<SessionState> {
  const session = await dataOf(api.GET('/v1/auth/session', { signal }));
  return session.signedIn ? { status: 'signed-in', user: session.user } : { status: 'signed-out' };
}

interface SessionProviderProps {
  api: ApiClient;
  /**
   * Start signed out (the static first view, and taking it over: issue 16) instead of loading; the
   * session is read all the same and replaces it.
   */
  signedOut?: boolean;
  children: ReactNode;
}

export function SessionProvider({ api, signedOut = false, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    signedOut ? { status: 'signed-out' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reads the session again.
  useEffect(() => {
    const controller = new AbortController();
    readSession(api, controller.signal).then(
      (next) => controller.signal.aborted || setState(next),
      (error: unknown) =>
        controller.signal.aborted ||
        setState({
          status: 'unknown',
          error: error instanceof ApiError ? error : new ApiError(0, 'network', String(error)),
        }),
    );
    return () => controller.abort();
  }, [api, attempt]);
  const signedIn = useCallback((user: User) => {
    setState({ status: 'signed-in', user });
    announceSessionChange();
  }, []);
  const signOut = useCallback(async () => {
    await succeeded(api.POST('/v1/auth/logout'));
    setState({ status: 'signed-out' });
    announceSessionChange();
  }, [api]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const value = useMemo(() => ({ state, signedIn, signOut, reload }), [state, signedIn, signOut, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session; only inside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside SessionProvider');
  return session;
}
