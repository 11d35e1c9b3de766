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
import { CODE_UNAUTHORIZED } from '@/contract/envelope';
import type { CustomerProfile } from '@/lib/api/customer';
import { getToken, removeToken, setToken, subscribeToken } from '@/lib/auth/token';
import { ApiError } from '@/lib/http/errors';
import { holdLoginIsland, releaseLoginIsland } from './login-island-hold';

/** The visitor's session: the one place that knows the token, the profile and the login modal. */
export interface Session {
  token: string | null;
  loggedIn: boolean;
  /** Loaded once per token; null while loading, when anonymous, or when the call failed. */
  profile: CustomerProfile | null;
  /** Stores a new token (cookie User-Token on every configured domain). */
  login: (token: string) => void;
  logout: () => void;
  /** Whether the login modal is asked for (the root layout loads it on the first request). */
  loginOpen: boolean;
  /** A press on 登录/注册 (or a link that needs login): the dialog, its island loading at once. */
  openLogin: () => void;
  /**
   * The page asks for login by itself (/ucenter without a token): the dialog's plain frame, whose
   * island loads once the visitor touches it (src/lib/session/login-island-hold.ts).
   */
  promptLogin: () => void;
  closeLogin: () => void;
}

export const SessionContext = createContext<Session | null>(null);

const serverSnapshot = () => null;

/** Holds the token (cookie User-Token), the profile it opens and the login modal's state. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken, serverSnapshot);
  const [loaded, setLoaded] = useState<{ token: string; profile: CustomerProfile | null } | null>(
    null,
  );
  const [loginOpen, setLoginOpen] = useState(false);

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
  const openLogin = useCallback(() => {
    releaseLoginIsland();
    setLoginOpen(true);
  }, []);
  const promptLogin = useCallback(() => {
    holdLoginIsland();
    setLoginOpen(true);
  }, []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const profile = token && loaded?.token === token ? loaded.profile : null;

  const value = useMemo<Session>(
    () => ({
      token,
      loggedIn: Boolean(token),
      profile,
      login,
      logout,
      loginOpen,
      openLogin,
      promptLogin,
      closeLogin,
    }),
    [token, profile, login, logout, loginOpen, openLogin, promptLogin, closeLogin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
