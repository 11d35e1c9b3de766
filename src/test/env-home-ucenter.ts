import { vi } from 'vitest';

/**
 * '@/config/env' with homeUrl '/ucenter': a login then goes to a page the test's memory router has.
 * A test file takes it with `vi.mock('@/config/env', () => import('@/test/env-home-ucenter'))`.
 */
const actual = await vi.importActual<typeof import('@/config/env')>('@/config/env');
export const env = { ...actual.env, homeUrl: '/ucenter' };
