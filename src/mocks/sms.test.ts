// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProfileAnswer, TokenAnswer } from '@/contract';
import {
  advance,
  bearer,
  call,
  codeFor,
  get,
  postJson,
  sendCode,
  setupMockApi,
  wrongCode,
} from './test-helpers';

setupMockApi();

const PHONE = '13800138000';
const smsLogin = (phoneNumber: string, code: string, uuid: string) =>
  postJson<TokenAnswer>('/api/sms/login', { phoneNumber, code, uuid });

describe('sending codes', () => {
  it('answers 发送成功 with a uuid in data', async () => {
    const answer = await sendCode('login', PHONE);
    expect(answer).toEqual({
      code: 200,
      msg: '发送成功',
      data: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    expect(codeFor(answer.data)).toMatch(/^\d{6}$/);
  });

  it('refuses a malformed or unregistered phone number', async () => {
    expect(await sendCode('login', '12800138000')).toEqual({
      code: 500,
      msg: '请输入正确的手机号',
    });
    expect(await sendCode('login', '')).toEqual({ code: 500, msg: '请输入正确的手机号' });
    expect(await sendCode('login', '13900000000')).toEqual({ code: 500, msg: '该手机号未注册' });
    expect(await sendCode('bind', '13900000000')).toEqual({ code: 500, msg: '该手机号未注册' });
  });

  it('allows one send per phone every 60 s, whatever the purpose', async () => {
    const first = await sendCode('login', PHONE);
    advance(20_000);
    expect(await sendCode('login', PHONE)).toEqual({
      code: 500,
      msg: '发送太频繁，请 40 秒后再试',
    });
    expect(await sendCode('bind', PHONE)).toEqual({ code: 500, msg: '发送太频繁，请 40 秒后再试' });
    advance(39_500);
    expect(await sendCode('login', PHONE)).toEqual({ code: 500, msg: '发送太频繁，请 1 秒后再试' });
    // Another phone is not limited.
    expect((await sendCode('login', '13800138001')).code).toBe(200);
    advance(500);
    const second = await sendCode('login', PHONE);
    expect(second.code).toBe(200);
    // The newer code replaces the older one.
    expect(await smsLogin(PHONE, codeFor(first.data), first.data)).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
    expect((await smsLogin(PHONE, codeFor(second.data), second.data)).code).toBe(200);
  });
});

describe('SMS login', () => {
  it('logs in with a code up to 5 minutes old, once', async () => {
    const { data: uuid } = await sendCode('login', PHONE);
    advance(5 * 60_000 - 1000);
    const answer = await smsLogin(PHONE, codeFor(uuid), uuid);
    expect(answer).toEqual({ code: 200, msg: '登录成功', token: expect.any(String) as string });
    const profile = await get<ProfileAnswer>('/api/cms/customer/profile', bearer(answer.token));
    expect(profile.data.userName).toBe('张建国');
    expect(await smsLogin(PHONE, codeFor(uuid), uuid)).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('refuses a code after 5 minutes', async () => {
    const { data: uuid } = await sendCode('login', PHONE);
    advance(5 * 60_000);
    expect(await smsLogin(PHONE, codeFor(uuid), uuid)).toEqual({
      code: 500,
      msg: '验证码已过期，请重新获取',
    });
  });

  it('refuses a wrong code with 验证码错误 and still takes the right one', async () => {
    const { data: uuid } = await sendCode('login', PHONE);
    const code = codeFor(uuid);
    expect(await smsLogin(PHONE, wrongCode(code), uuid)).toEqual({ code: 500, msg: '验证码错误' });
    expect((await smsLogin(PHONE, code, uuid)).code).toBe(200);
  });

  it('needs the uuid of the send and the phone the code was sent to', async () => {
    const { data: uuid } = await sendCode('login', PHONE);
    const code = codeFor(uuid);
    expect(await smsLogin(PHONE, code, 'not-the-uuid')).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
    expect(await smsLogin('13800138001', code, uuid)).toEqual({
      code: 500,
      msg: '手机号与接收验证码的手机号不一致',
    });
    expect(await smsLogin(PHONE, '', uuid)).toEqual({ code: 500, msg: '请输入验证码' });
    expect(await smsLogin('13900000000', code, uuid)).toEqual({ code: 500, msg: '该手机号未注册' });
    // A code sent for another purpose does not log in.
    advance(60_000);
    const bind = await sendCode('bind', PHONE);
    expect(await smsLogin(PHONE, codeFor(bind.data), bind.data)).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
    expect((await smsLogin(PHONE, code, uuid)).code).toBe(200);
  });
});

describe('request bodies', () => {
  const post = (body: string) =>
    call('/api/sms/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  const bad = { code: 400, msg: '请求格式错误' };

  it('refuses malformed, non-object and oversized JSON with code 400', async () => {
    expect(await post('{"phoneNumber": ')).toEqual(bad);
    expect(await post('[1,2]')).toEqual(bad);
    expect(await post('null')).toEqual(bad);
    expect(await post('')).toEqual(bad);
    expect(
      await post(JSON.stringify({ phoneNumber: PHONE, code: '1'.repeat(20_000), uuid: 'x' })),
    ).toEqual(bad);
  });
});

describe('field types', () => {
  it('refuses non-text fields with code 400 naming the field; numbers count as text', async () => {
    const { data: uuid } = await sendCode('login', PHONE);
    const code = codeFor(uuid);
    for (let i = 0; i < 4; i += 1) {
      expect((await smsLogin(PHONE, wrongCode(code), uuid)).msg).toBe('验证码错误');
    }
    expect(
      await postJson('/api/sms/login', { phoneNumber: PHONE, code: { $ne: '' }, uuid }),
    ).toEqual({ code: 400, msg: '参数 code 格式错误，应为文本' });
    expect(await postJson('/api/sms/login', { phoneNumber: [PHONE], code, uuid })).toEqual({
      code: 400,
      msg: '参数 phoneNumber 格式错误，应为文本',
    });
    expect(await postJson('/api/sms/login', { phoneNumber: PHONE, code: true, uuid })).toEqual({
      code: 400,
      msg: '参数 code 格式错误，应为文本',
    });
    // After 4 wrong tries the malformed calls did not void the code; the phone may be a number.
    expect(await postJson('/api/sms/login', { phoneNumber: Number(PHONE), code, uuid })).toEqual({
      code: 200,
      msg: '登录成功',
      token: expect.any(String) as string,
    });
  });
});
