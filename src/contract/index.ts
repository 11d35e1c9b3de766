/**
 * The API contract, in one place and with no axios: the http callers (src/lib/api), the msw
 * handlers (src/mocks), the local API (server/) and the tests all import it. It imports nothing
 * but itself and valibot (eslint.config.js). The endpoints with their schemas are in
 * './endpoints' ('@/contract/endpoints'), kept out of this index so first visits load no valibot.
 */
export * from './after-sales';
export * from './envelope';
export * from './inquiry';
export * from './layout';
export * from './paths';
export * from './rules';
export * from './sales-path';
// Types only: the schemas (valibot) load with './endpoints', not with every import of '@/contract'.
export type * from './schemas';
export type * from './after-sales-schemas';
