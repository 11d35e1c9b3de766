import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { ApiEnvelope } from '@/contract';
import type { TokenAnswer } from '@/lib/api/auth';
import type { SendCodeAnswer } from '@/lib/api/sms';
import { server } from './node';
import { store } from './store';

/** Any origin works: the handlers match `*\/api/...`. */
export const API = 'http://localhost:3003';
export const START = Date.UTC(2025, 0, 1, 8, 0, 0);

let time = START;
export const advance = (ms: number) => {
  time += ms;
};

/** msw server over the shared store, reset to the seed with a movable clock before each test. */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    time = START;
    store.useClock(() => time);
    store.reset();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    store.useClock();
  });
}

export async function call<T extends ApiEnvelope = ApiEnvelope>(
  path: string,
  init?: RequestInit,
): Promise<T> {
  const response = await fetch(`${API}${path}`, init);
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

const CODE_PATH = {
  login: 'loginCode',
  bind: 'bindWxPhoneCode',
  register: 'registerCode',
} as const;

/** Sends a code; `clientIp` goes in x-test-client-ip (without it the store's default address counts). */
export const sendCode = (purpose: keyof typeof CODE_PATH, phoneNumber: string, clientIp?: string) =>
  call<SendCodeAnswer>(
    `/api/sms/${CODE_PATH[purpose]}?phoneNumber=${encodeURIComponent(phoneNumber)}`,
    {
      method: 'POST',
      headers: clientIp === undefined ? undefined : { 'x-test-client-ip': clientIp },
    },
  );

/** The code that was "texted" for a send answer's uuid. */
export function codeFor(uuid: string): string {
  const sms = store.recentSms().find((s) => s.uuid === uuid);
  if (!sms) throw new Error(`no SMS for ${uuid}`);
  return sms.code;
}

/** A 6-digit code that is not the right one. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

export async function passwordLogin(username = 'C10086', password = '123456'): Promise<string> {
  const answer = await postJson<TokenAnswer>('/api/cms/login', { username, password });
  expect(answer.code).toBe(200);
  return answer.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, isToken: 'true' });
