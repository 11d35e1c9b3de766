import { test, type APIRequestContext, type Page } from '@playwright/test';
import { PATHS } from '../src/contract';

/**
 * The local contract API of the browser tests: the development build's VITE_API_BASE
 * (.env.development); playwright.config.ts starts it on this port.
 */
export const API = 'http://localhost:3003';

/**
 * A second local API, with data of its own, answering as the `minimal` backend profile
 * (src/mocks/answer-profiles.ts). The `minimal` project sends the page's API calls there
 * (fixtures.ts) and names it in its metadata.
 */
export const MINIMAL_API = 'http://localhost:3004';

/** The API of the running test's project: where its page's calls go, and its data lives. */
export const apiBase = (): string =>
  (test.info().project.metadata as { api?: string } | undefined)?.api ?? API;

/**
 * Sends a request from the page and waits for its answer: the browser reports requests in the
 * order they start, so by then every request the app started before it has been seen by the test.
 * Use it after the event that ends the app's work (an answer shown, a navigation done) to assert
 * that nothing more was sent.
 */
export async function requestsSeen(page: Page) {
  await page.evaluate((url) => fetch(url).then((answer) => answer.text()), `${API}/health`);
}

/** The newest SMS code the local contract API sent to a phone (its /dev/sms.json list). */
export async function latestCode(request: APIRequestContext, phoneNumber: string): Promise<string> {
  const list = (await (await request.get(`${apiBase()}/dev/sms.json`)).json()) as {
    phoneNumber: string;
    code: string;
    status: string;
  }[];
  const record = list.find((sms) => sms.phoneNumber === phoneNumber && sms.status === 'active');
  if (!record) throw new Error(`no active SMS code for ${phoneNumber}`);
  return record.code;
}

/**
 * Acts as a WeChat user scanning the login QR (the local scan page's form): 'wx-zhang' is bound
 * to C10086, 'wx-new' starts unbound, any other 'wx-…' id is a first-time WeChat user.
 */
export async function scanAs(request: APIRequestContext, ticket: string, openId: string) {
  const answer = await request.post(`${apiBase()}/wx/scan`, { form: { ticket, openId } });
  if (!answer.ok()) throw new Error(`scan failed: ${answer.status()}`);
}

/** Logs a demo customer (C10086 unless named) in through the API and puts the token cookie in the page's context. */
export async function loginWithCookie(page: Page, username = 'C10086') {
  const answer = await page.request.post(`${apiBase()}${PATHS.login}`, {
    data: { username, password: '123456' },
  });
  const { token } = (await answer.json()) as { token: string };
  await page
    .context()
    .addCookies([{ name: 'User-Token', value: token, domain: 'localhost', path: '/' }]);
}
