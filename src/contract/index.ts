/**
 * The API contract, in one place and with no axios: the http callers (src/lib/api), the msw
 * handlers (src/mocks), the local API (server/) and the tests all import it. It imports nothing
 * but itself (eslint.config.js).
 */
export * from './envelope';
export * from './inquiry';
export * from './paths';
export * from './rules';
export * from './sales-path';
export * from './types';
