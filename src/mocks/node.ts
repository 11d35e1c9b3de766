import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The msw server for Vitest: `server.listen({ onUnhandledRequest: 'error' })` in the test file. */
export const server = setupServer(...handlers);
