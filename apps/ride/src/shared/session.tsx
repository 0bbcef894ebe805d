// The customer's session as the ride app sees it: read from GET /v1/auth/session (signed out is an
// answer, not an error), read again whenever another app of the page says it changed (onSessionChange),
// and set by this app's inline sign-in, which tells the other apps (the header's login) in turn.
import { type ApiClient, type ApiError, asApiError, dataOf, type Schemas } from '@rental/api-client';
import { announceSessionChange, onSessionChange } from '@rental/remote-apps/session';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export type User = Schemas['User'];

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User }
  | { status: 'unknown'; error: ApiError };

export interface Session {
  state: SessionState;
  /** After this app's sign-in answered with the user: here at once, and the other apps are told. */
  signedIn: (user: User) => void;
  /** The session ended on the server (a 401 on a ride call): reads it again. */
  reload: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reads the session again.
  useEffect(() => {
    const controller = new AbortController();
    dataOf(api.GET('/v1/auth/session', { signal: controller.signal })).then(
      (s) => {
        if (!controller.signal.aborted)
          setState(s.signedIn ? { status: 'signed-in', user: s.user } : { status: 'signed-out' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'unknown', error: asApiError(error) });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);
  // Another app (the header, the account settings) signed in or out.
  useEffect(() => onSessionChange(() => setAttempt((n) => n + 1)), []);
  const signedIn = useCallback((user: User) => {
    setState({ status: 'signed-in', user });
    announceSessionChange();
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const value = useMemo(() => ({ state, signedIn, reload }), [state, signedIn, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside SessionProvider');
  return session;
}
