import { afterAll, afterEach, beforeAll, beforeEach, expect, onTestFinished, vi } from 'vitest';
import {
  PATHS,
  SMS_CODE_PATH,
  type ApiEnvelope,
  type SendCodeAnswer,
  type SmsPurpose,
  type TokenAnswer,
} from '@/contract';
import { API_BASE } from '@/test/api';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createStore } from './store';

/** The store and msw server of Vitest (the local contract API makes its own). */
export const store = createStore();
export const server = setupServer(...createHandlers(store));
const START = Date.UTC(2025, 0, 1, 8, 0, 0);
export const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

/**
 * msw server over the shared store, reset to the seed before each test, with Date stopped at
 * START (timers keep running) so that the store's clock moves only by `advance`.
 */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    store.reset();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

export async function call<T extends ApiEnvelope = ApiEnvelope>(
  path: string,
  init?: RequestInit,
): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

export const get = <T extends ApiEnvelope = ApiEnvelope>(
  path: string,
  headers?: Record<string, string>,
) => call<T>(path, { headers });

export const postJson = <T extends ApiEnvelope = ApiEnvelope>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Sends a code for a purpose (its path of the contract). */
export const sendCode = (purpose: SmsPurpose, phoneNumber: string) =>
  call<SendCodeAnswer>(`${SMS_CODE_PATH[purpose]}?phoneNumber=${encodeURIComponent(phoneNumber)}`, {
    method: 'POST',
  });

/** The code that was "texted" for a send answer's uuid. */
export function codeFor(uuid: string): string {
  const sms = store.recentSms().find((s) => s.uuid === uuid);
  if (!sms) throw new Error(`no SMS for ${uuid}`);
  return sms.code;
}

/** A 6-digit code that is not the right one. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

export async function passwordLogin(username = 'C10086', password = '123456'): Promise<string> {
  const answer = await postJson<TokenAnswer>(PATHS.login, { username, password });
  expect(answer.code).toBe(200);
  return answer.token;
}

/** A token of a demo customer, issued by the shared store (for component tests: renderApp). */
export function demoToken(customerNo = 'C10086'): string {
  const result = store.loginWithPassword(customerNo, '123456');
  if (!result.ok) throw new Error(result.msg);
  return result.value;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, isToken: 'true' });

/** Counts, from now to the end of the test, the requests the msw server gets for a contract path. */
export function countCalls(path: string): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}
