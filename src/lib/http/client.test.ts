import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginWithPassword, register } from '@/lib/api/auth';
import { getOrderStatistics, getProfile } from '@/lib/api/customer';
import { loginWithSms, sendSmsCode } from '@/lib/api/sms';
import { bindExistingCustomer, checkWxScan, getWxTicket } from '@/lib/api/wechat';
import { removeToken, setToken } from '@/lib/auth/token';
import { API_BASE } from '@/test/api';
import { sampleAnswerFor } from '@/test/contract-samples';
import { http, instance, REQUEST_TIMEOUT_MS } from './client';
import { ApiError, MALFORMED_ANSWER_MSG, NETWORK_ERROR_MSG } from './errors';
import { setErrorNotifier } from './notifier';

const API = API_BASE;
const server = setupServer();
const seen: { url: string; authorization: string | null; isToken: string | null }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  removeToken();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Answers every call with `body`; by default a valid answer of the contract for its endpoint. */
function record(status = 200, body?: unknown) {
  return mswHttp.all(`${API}/*`, ({ request }) => {
    seen.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      isToken: request.headers.get('istoken'),
    });
    const answer = body ?? sampleAnswerFor(request, { code: 200, msg: 'ok' });
    return HttpResponse.json(answer as Record<string, unknown>, { status });
  });
}

describe('http client', () => {
  it('uses the environment API base', async () => {
    server.use(record());
    await http.get('/api/wx/auth/get-ticket');
    expect(seen[0]!.url).toBe(`${API}/api/wx/auth/get-ticket`);
  });

  it('sends the bearer token and isToken only to /profile calls', async () => {
    setToken('secret-token');
    server.use(record());
    await http.get('/api/cms/customer/profile');
    await http.get('/api/cms/customer/profile/order-statistics');
    await http.post('/api/cms/login', { username: 'C1', password: 'x' });
    await http.post('/api/sms/loginCode', null, { params: { phoneNumber: '13800138000' } });
    await http.get('/api/wx/auth/check/abc');
    expect(seen[0]).toMatchObject({ authorization: 'Bearer secret-token', isToken: 'true' });
    expect(seen[1]).toMatchObject({ authorization: 'Bearer secret-token', isToken: 'true' });
    for (const call of seen.slice(2)) {
      // Present and empty: a missing header (null) must fail here.
      expect(call.authorization).toBe('');
      expect(call.isToken).toBeNull();
      expect(call.url).not.toContain('secret-token');
    }
  });

  it('each of the 11 API calls: bearer + isToken on /profile, a present but empty authorization elsewhere', async () => {
    setToken('secret-token');
    server.use(record());
    await loginWithPassword({ username: 'C10086', password: '123456' });
    await register({
      phoneNumber: '13800138000',
      code: '123456',
      companyName: '澄川',
      checked: true,
      uuid: 'u',
    });
    await loginWithSms({ phoneNumber: '13800138000', code: '123456', uuid: 'u' });
    await sendSmsCode('login', '13800138000');
    await sendSmsCode('bind', '13800138000');
    await sendSmsCode('register', '13800138000');
    await getWxTicket();
    await checkWxScan('abc');
    await bindExistingCustomer({
      phoneNumber: '13800138000',
      code: '123456',
      uuid: 'u',
      wxCode: 'w',
    });
    await getProfile();
    await getOrderStatistics();
    const byPath = seen.map((call) => ({ ...call, path: new URL(call.url).pathname }));
    expect(byPath.map((call) => call.path)).toEqual([
      '/api/cms/login',
      '/api/cms/register',
      '/api/sms/login',
      '/api/sms/loginCode',
      '/api/sms/bindWxPhoneCode',
      '/api/sms/registerCode',
      '/api/wx/auth/get-ticket',
      '/api/wx/auth/check/abc',
      '/api/wx/auth/bind-exist-customer',
      '/api/cms/customer/profile',
      '/api/cms/customer/profile/order-statistics',
    ]);
    for (const call of byPath) {
      if (call.path.includes('/profile')) {
        expect(call, call.path).toMatchObject({
          authorization: 'Bearer secret-token',
          isToken: 'true',
        });
      } else {
        expect(call.authorization, call.path).toBe('');
        expect(call.isToken, call.path).toBeNull();
      }
    }
  });

  it('decides the token by the endpoint of the contract, not by a /profile in the URL', async () => {
    setToken('secret-token');
    server.use(record());
    await http.get('/api/cms/other/profile');
    await http.post('/api/cms/customer/profile');
    await getProfile();
    expect(seen.map((call) => call.authorization)).toEqual(['', '', 'Bearer secret-token']);
  });

  it("rejects a code-200 answer that fails its endpoint's schema and toasts the Chinese message", async () => {
    const toast = vi.fn();
    const off = setErrorNotifier(toast);
    setToken('secret-token');
    server.use(record(200, { code: 200, msg: '操作成功', data: { ticket: 36, uuid: 'U' } }));
    await expect(getWxTicket()).rejects.toMatchObject({
      kind: 'malformed',
      message: MALFORMED_ANSWER_MSG,
    });
    expect(toast).toHaveBeenCalledWith('服务器返回的数据格式有误，请稍后重试');
    off();
  });

  it('resolves with the body when code is 200', async () => {
    server.use(record(200, { code: 200, msg: 'ok', token: 't1' }));
    await expect(http.post('/api/cms/login', {})).resolves.toEqual({
      code: 200,
      msg: 'ok',
      token: 't1',
    });
  });

  it('rejects any other code with its msg and toasts it', async () => {
    const toast = vi.fn();
    const off = setErrorNotifier(toast);
    server.use(record(200, { code: 500, msg: '客户编号或密码错误' }));
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      message: '客户编号或密码错误',
      defaulted: false,
    });
    expect(toast).toHaveBeenCalledWith('客户编号或密码错误');
    off();
  });

  it('marks a refusal without msg as defaulted, and silent calls do not toast', async () => {
    const toast = vi.fn();
    const off = setErrorNotifier(toast);
    server.use(record(200, { code: 500 }));
    const error = await http.get('/api/x', { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', defaulted: true });
    expect(toast).not.toHaveBeenCalled();
    off();
  });

  it('rejects an answer that is not JSON (a gateway page) with a clear message', async () => {
    server.use(
      mswHttp.get(
        `${API}/api/x`,
        () =>
          new HttpResponse('<html>502 Bad Gateway</html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({
      kind: 'malformed',
      message: '服务器返回的数据格式有误，请稍后重试',
    });
  });

  it('rejects JSON without a numeric code as malformed', async () => {
    server.use(record(200, { ok: true }));
    await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('turns HTTP 5xx into a Chinese message', async () => {
    server.use(mswHttp.get(`${API}/api/x`, () => new HttpResponse('oops', { status: 503 })));
    await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({
      kind: 'http',
      code: 503,
      message: '服务器繁忙（503），请稍后重试',
    });
  });

  it('turns an unreachable server into 网络异常，请稍后重试', async () => {
    server.use(mswHttp.get(`${API}/api/x`, () => HttpResponse.error()));
    await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_MSG,
    });
  });

  it('gives up after 10 s with 网络异常，请稍后重试', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(instance.defaults.timeout).toBe(10_000);
    // jsdom's intercepted XHR never fires its timeout; hand the interceptor the error axios raises then.
    const adapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(
        new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED, config),
      );
    await expect(http.get('/api/slow', { silent: true, adapter })).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_MSG,
    });
  });
});
