import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthResponse, SignInRequest, SignUpRequest, User } from '@contract/auth';
import { setSessionExpiredHandler } from '@/lib/session-expiry';
import { tokenStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { getMe } from './api/get-me';
import { signIn as signInCall } from './api/sign-in';
import { signOutOnServer } from './api/sign-out';
import { signUp as signUpCall } from './api/sign-up';
import { forgetHandedOverGuestPlan } from './guest-plan';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

interface AuthContextValue {
  status: SessionStatus;
  /** True after the member chose to sign out, so members-only pages send them home, not to sign in. */
  signedOutByUser: boolean;
  user: User | null;
  signIn(credentials: SignInRequest): Promise<User>;
  signUp(details: SignUpRequest): Promise<User>;
  /** Starts a session from a response that already holds user and tokens (Google sign-in). */
  acceptSession(response: AuthResponse): void;
  signOut(): void;
  setUser(user: User): void;
  /** Reloads the user from the server when a session exists; on failure the session keeps its copy. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() =>
    tokenStorage.accessToken() ? 'loading' : 'signed-out',
  );
  const [signedOutByUser, setSignedOutByUser] = useState(false);

  const endLocally = useCallback(() => {
    tokenStorage.clear();
    setUserState(null);
    setStatus('signed-out');
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      endLocally();
      window.location.assign('/sign-in');
    });
  }, [endLocally]);

  useEffect(() => {
    if (!tokenStorage.accessToken()) return;
    let cancelled = false;
    getMe()
      .then((me) => {
        if (cancelled) return;
        setUserState(me);
        setStatus('signed-in');
      })
      .catch(() => {
        if (!cancelled) endLocally();
      });
    return () => {
      cancelled = true;
    };
  }, [endLocally]);

  useEffect(() => {
    if (user) forgetHandedOverGuestPlan(user);
  }, [user]);

  const acceptSession = useCallback((response: AuthResponse) => {
    tokenStorage.save(response.token);
    setUserState(response.user);
    setStatus('signed-in');
    setSignedOutByUser(false);
  }, []);

  const refreshUser = useCallback(async () => {
    if (!tokenStorage.accessToken()) return;
    try {
      setUserState(await getMe());
    } catch {
      // A failed reload changes nothing: the session goes on with the user it has.
    }
  }, []);

  // A prerendered page was made for nobody in particular: until it is hydrated, the session is unread.
  const hydrated = useHydrated();
  const value = useMemo<AuthContextValue>(
    () => ({
      status: hydrated ? status : 'loading',
      signedOutByUser,
      user: hydrated ? user : null,
      acceptSession,
      async signIn(credentials) {
        const response = await signInCall(credentials);
        acceptSession(response);
        return response.user;
      },
      async signUp(details) {
        const response = await signUpCall(details);
        acceptSession(response);
        return response.user;
      },
      signOut() {
        const refreshToken = tokenStorage.refreshToken();
        if (refreshToken) void signOutOnServer({ refresh_token: refreshToken }).catch(() => undefined);
        setSignedOutByUser(true);
        endLocally();
      },
      setUser: setUserState,
      refreshUser,
    }),
    [hydrated, status, signedOutByUser, user, acceptSession, endLocally, refreshUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
