import { env } from '@/config/env';

/**
 * The API base of every Vitest test: the test environment's VITE_API_BASE (.env.test). The http
 * client calls it, and the msw handlers (which match any origin) answer it.
 */
export const API_BASE = env.apiBase;

/** The full URL of a contract path in tests: `apiUrl(PATHS.profile)`. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;
