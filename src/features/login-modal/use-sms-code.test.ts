import { act, renderHook } from '@testing-library/react';
import type { FormInstance } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSmsCode } from './use-sms-code';
import { API_BASE } from '@/test/api';
import { advance } from '@/test/timers';

const API = API_BASE;
const server = setupServer();
let sent: { path: string; phoneNumber: string | null }[];
let answer: () => Record<string, unknown>;
let gate: Promise<void> | null;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent = [];
  gate = null;
  answer = () => ({ code: 200, msg: '发送成功', data: 'uuid-from-answer' });
  server.use(
    http.post(`${API}/api/sms/:kind`, async ({ request, params }) => {
      sent.push({
        path: String(params.kind),
        phoneNumber: new URL(request.url).searchParams.get('phoneNumber'),
      });
      if (gate) await gate;
      return HttpResponse.json(answer());
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A form whose phone validates (or not), standing in for the antd form of the modal. */
function fakeForm(valid = true): FormInstance {
  return {
    validateFields: vi.fn(() =>
      valid
        ? Promise.resolve({ phoneNumber: '13800138000' })
        : Promise.reject(new Error('请输入手机号')),
    ),
  } as unknown as FormInstance;
}

function setup(form = fakeForm()) {
  const toast = { success: vi.fn(), error: vi.fn() };
  const hook = renderHook(() => useSmsCode(form, toast));
  return { ...hook, toast, form };
}

describe('useSmsCode', () => {
  it('ignores a second send during the 60 s countdown, and sends again after it', async () => {
    vi.useFakeTimers();
    const { result, toast } = setup();
    await act(() => result.current.send('login'));
    expect(sent).toEqual([{ path: 'loginCode', phoneNumber: '13800138000' }]);
    expect(toast.success).toHaveBeenCalledWith('发送成功！');
    expect(result.current.counting).toBe(true);
    expect(result.current.remaining).toBe(60);

    // The guard itself (not a disabled button): calling send during the countdown sends nothing.
    await act(() => result.current.send('login'));
    await act(() => result.current.send('register'));
    expect(sent).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);

    await advance(59_000);
    expect(result.current.remaining).toBe(1);
    await act(() => result.current.send('login'));
    expect(sent).toHaveLength(1);

    await advance(1000);
    expect(result.current.counting).toBe(false);
    expect(result.current.remaining).toBe(60);
    await act(() => result.current.send('login'));
    expect(sent).toHaveLength(2);
  });

  it('ignores a send while the previous one is still waiting for its answer', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const { result } = setup();
    let first!: Promise<void>;
    act(() => {
      first = result.current.send('login');
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current.sending).toBe(true);
    let second!: Promise<void>;
    act(() => {
      second = result.current.send('login');
    });
    release();
    await act(() => Promise.all([first, second]));
    expect(result.current.sending).toBe(false);
    expect(result.current.counting).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('validates the phone first: an invalid phone sends nothing', async () => {
    const form = fakeForm(false);
    const { result, toast } = setup(form);
    await act(() => result.current.send('login'));
    expect(form.validateFields).toHaveBeenCalledWith(['phoneNumber']);
    expect(sent).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
    expect(result.current.counting).toBe(false);
  });

  it('sends one code for two clicks in the same tick', async () => {
    const { result } = setup();
    await act(() => Promise.all([result.current.send('login'), result.current.send('login')]));
    expect(sent).toHaveLength(1);
  });

  it('after an invalid phone, a corrected phone can send', async () => {
    let valid = false;
    const form = {
      validateFields: vi.fn(() =>
        valid
          ? Promise.resolve({ phoneNumber: '13800138000' })
          : Promise.reject(new Error('请输入正确的手机号')),
      ),
    } as unknown as FormInstance;
    const { result } = setup(form);
    await act(() => result.current.send('login'));
    expect(sent).toHaveLength(0);
    valid = true;
    await act(() => result.current.send('login'));
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['login', 'loginCode'],
    ['bind', 'bindWxPhoneCode'],
    ['register', 'registerCode'],
  ] as const)(
    '%s sends to /api/sms/%s and keeps the answer data as its uuid',
    async (purpose, path) => {
      answer = () => ({ code: 200, msg: '发送成功', data: `uuid-${path}` });
      const { result, unmount } = setup();
      expect(result.current.uuidFor(purpose)).toBeUndefined();
      await act(() => result.current.send(purpose));
      expect(sent).toEqual([{ path, phoneNumber: '13800138000' }]);
      expect(result.current.uuidFor(purpose)).toBe(`uuid-${path}`);
      unmount();
    },
  );

  it.each([
    [{ code: 500, msg: '该手机号今日发送次数已达上限' }, '该手机号今日发送次数已达上限'],
    [{ code: 500 }, '发送失败！'],
    [{ code: 500, msg: '' }, '发送失败！'],
  ])('a refused send (%j) toasts %s, keeps no uuid and starts no countdown', async (body, text) => {
    answer = () => body;
    const { result, toast } = setup();
    await act(() => result.current.send('login'));
    expect(sent).toHaveLength(1);
    expect(toast.error).toHaveBeenCalledWith(text);
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.counting).toBe(false);
    expect(result.current.sending).toBe(false);
    expect(result.current.uuidFor('login')).toBeUndefined();
    // Nothing holds the next try back.
    answer = () => ({ code: 200, data: 'uuid-2' });
    await act(() => result.current.send('login'));
    expect(sent).toHaveLength(2);
    expect(result.current.uuidFor('login')).toBe('uuid-2');
  });
});
