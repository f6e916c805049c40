import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useMemo } from 'react';
import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { signedInUserId } from '@/lib/offline/queue-owner';
import { toast } from '@/lib/toasts';
import { clearToken, setToken, useToken } from '@/lib/token-storage';
import { authQueryKeys } from '../api/auth-query-keys';
import { checkStatusQueryOptions } from '../api/check-status';
import type { CurrentUser } from '../api/get-current-user';

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  token: string | null;
  /** Stores the token from a successful login (and the user it came with). */
  signIn: (token: string, user?: CurrentUser) => void;
  /**
   * Removes the token and forgets every cached answer of the session. Writes made offline stay on
   * the device for this user's next sign-in here (never sent for anyone else), and the user is told.
   */
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The app's authentication state (spec §4): "checking" while GET /api/auth/check-status runs,
 * then "authenticated" or "unauthenticated". It follows the stored token: storing one starts a
 * check, removing one (log out, a 401 anywhere) makes the state "unauthenticated" at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const queryClient = useQueryClient();
  const statusQuery = useQuery(checkStatusQueryOptions(token));

  let status: AuthStatus;
  if (token === null || statusQuery.isError) status = 'unauthenticated';
  else if (statusQuery.data === undefined) status = 'checking';
  else status = statusQuery.data ? 'authenticated' : 'unauthenticated';

  const signIn = useCallback(
    (newToken: string, user?: CurrentUser) => {
      if (user) queryClient.setQueryData(authQueryKeys.user(newToken), user);
      setToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    const userId = signedInUserId();
    clearToken();
    queryClient.clear();
    // The queue's code is loaded here only when needed: the sign-in screen does not carry it.
    if (userId)
      void import('@/lib/offline/queue')
        .then(({ queuedCount }) => queuedCount(userId))
        .then(
          (waiting) => waiting > 0 && toast.success(OFFLINE_MESSAGES.signedOutWithWaiting(waiting)),
          () => undefined,
        );
  }, [queryClient]);

  const value = useMemo(() => ({ status, token, signIn, signOut }), [status, token, signIn, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
