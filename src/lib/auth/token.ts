import Cookies from 'js-cookie';
import { env } from '@/config/env';

export const TOKEN_COOKIE = 'User-Token';
/** The login lasts 7 days (the privacy policy says so), or until logout. */
const TOKEN_DAYS = 7;

type Listener = () => void;
const listeners = new Set<Listener>();

function hostMatches(host: string, domain: string): boolean {
  const bare = domain.replace(/^\./, '');
  return host === bare || host.endsWith(`.${bare}`);
}

/**
 * Cookie domains to write: every configured domain, plus the current host (as a host-only
 * cookie) when it matches none of them. `undefined` stands for host-only.
 */
export function cookieDomains(
  host: string,
  configured: string[] = env.tokenDomains,
): (string | undefined)[] {
  const domains: (string | undefined)[] = [...configured];
  if (!configured.some((d) => hostMatches(host, d))) domains.push(undefined);
  return domains;
}

function attributes(domain: string | undefined, expires?: number): Cookies.CookieAttributes {
  return {
    path: '/',
    ...(expires ? { expires } : {}),
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  };
}

export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(TOKEN_COOKIE) || null;
}

export function setToken(token: string): void {
  // Browsers silently drop a cookie for a domain the page is not on; writing every configured
  // domain is how one login reaches the sibling company sites.
  for (const domain of cookieDomains(window.location.hostname)) {
    Cookies.set(TOKEN_COOKIE, token, attributes(domain, TOKEN_DAYS));
  }
  // A Domain=localhost cookie is refused by some browsers: fall back to host-only.
  if (getToken() !== token) Cookies.set(TOKEN_COOKIE, token, attributes(undefined, TOKEN_DAYS));
  emit();
}

export function removeToken(): void {
  for (const domain of [...cookieDomains(window.location.hostname), undefined]) {
    Cookies.remove(TOKEN_COOKIE, attributes(domain));
  }
  emit();
}

/** For useSyncExternalStore: token changes made through this module. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  listeners.forEach((listener) => listener());
}
