import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { CustomerProfile } from '@/lib/api/customer';
import { CODE_UNAUTHORIZED } from '@/lib/api/envelope';
import { ApiError } from '@/lib/http/errors';
import { getToken, removeToken, setToken, subscribeToken } from './token';

export interface AuthState {
  token: string | null;
  /** Loaded once per token; null while loading, when anonymous, or when the call failed. */
  profile: CustomerProfile | null;
  login: (token: string) => void;
  logout: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

const serverSnapshot = () => null;

/** Holds the token (cookie User-Token) and the profile it opens. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken, serverSnapshot);
  const [loaded, setLoaded] = useState<{ token: string; profile: CustomerProfile | null } | null>(
    null,
  );

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // The API client (axios) loads only for visitors who have a token.
    import('@/lib/api/customer')
      .then(({ getProfile }) => getProfile())
      .then((answer) => {
        if (!cancelled) setLoaded({ token, profile: answer.data ?? null });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.code === CODE_UNAUTHORIZED) {
          // An expired or unknown token: forget it once; the visitor is anonymous again.
          removeToken();
          return;
        }
        setLoaded({ token, profile: null });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  const login = useCallback((next: string) => setToken(next), []);
  const logout = useCallback(() => removeToken(), []);
  const profile = token && loaded?.token === token ? loaded.profile : null;

  const value = useMemo<AuthState>(
    () => ({ token, profile, login, logout }),
    [token, profile, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
