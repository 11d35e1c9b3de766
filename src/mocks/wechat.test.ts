// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProfileAnswer, TokenAnswer, WxCheckAnswer, WxTicketAnswer } from '@/contract';
import {
  advance,
  bearer,
  codeFor,
  get,
  postJson,
  sendCode,
  setupMockApi,
  wrongCode,
  store,
} from './test-helpers';

setupMockApi();

async function ticket() {
  const answer = await get<WxTicketAnswer>('/api/wx/auth/get-ticket');
  expect(answer).toEqual({
    code: 200,
    msg: '操作成功',
    data: {
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]+$/) as string,
      uuid: expect.any(String) as string,
    },
  });
  return answer.data;
}
const check = (uuid: string) =>
  get<WxCheckAnswer>(`/api/wx/auth/check/${encodeURIComponent(uuid)}`);
const bind = (body: Record<string, unknown>) =>
  postJson<TokenAnswer>('/api/wx/auth/bind-exist-customer', body);

describe('scan check', () => {
  it("answers '0' until scanned, then expires after 2 minutes", async () => {
    const { uuid } = await ticket();
    expect(await check(uuid)).toEqual({ code: 200, msg: '操作成功', isLogin: '0' });
    advance(2 * 60_000 - 1);
    expect((await check(uuid)).expired).toBeUndefined();
    advance(1);
    expect(await check(uuid)).toEqual({ code: 200, msg: '操作成功', isLogin: '0', expired: true });
    expect(await check('no-such-session')).toMatchObject({
      code: 200,
      isLogin: '0',
      expired: true,
    });
  });

  it("treats a well-formed unknown openId as a new WeChat user ('2'), and refuses a malformed one", async () => {
    const first = await ticket();
    expect(store.scanWx(first.ticket, 'wx-first-time-42')).toMatchObject({
      ok: true,
      value: { state: '2' },
    });
    expect(await check(first.uuid)).toMatchObject({ isLogin: '2' });
    const second = await ticket();
    expect(store.scanWx(second.ticket, '<script>')).toMatchObject({ ok: false });
  });

  it("answers '1' with a token when a bound WeChat user scans", async () => {
    const { uuid, ticket: t } = await ticket();
    advance(30_000);
    expect(store.scanWx(t, 'wx-zhang')).toMatchObject({ ok: true, value: { state: '1' } });
    const answer = await check(uuid);
    expect(answer).toMatchObject({ code: 200, isLogin: '1', token: expect.any(String) as string });
    const profile = await get<ProfileAnswer>(
      '/api/cms/customer/profile',
      bearer(answer.token ?? ''),
    );
    expect(profile.data.userName).toBe('张建国');
    // The same QR cannot be scanned again, nor an expired one.
    expect(store.scanWx(t, 'wx-new')).toMatchObject({
      ok: false,
      msg: '二维码已被使用，请在网页上刷新二维码',
    });
    const late = await ticket();
    advance(2 * 60_000);
    expect(store.scanWx(late.ticket, 'wx-zhang')).toMatchObject({
      ok: false,
      msg: '二维码已过期，请在网页上刷新二维码',
    });
  });

  it("answers '2' when an unbound WeChat user scans", async () => {
    const { uuid, ticket: t } = await ticket();
    store.scanWx(t, 'wx-new');
    expect(await check(uuid)).toEqual({ code: 200, msg: '操作成功', isLogin: '2' });
    advance(5 * 60_000);
    expect((await check(uuid)).isLogin).toBe('2');
  });
});

describe('bind existing customer', () => {
  const PHONE = '13800138001';

  it('links the scanning WeChat user to the customer of the phone and answers a token', async () => {
    const session = await ticket();
    store.scanWx(session.ticket, 'wx-new');
    const { data: uuid } = await sendCode('bind', PHONE);
    const answer = await bind({
      phoneNumber: PHONE,
      code: codeFor(uuid),
      uuid,
      wxCode: session.uuid,
    });
    expect(answer).toEqual({ code: 200, msg: '绑定成功', token: expect.any(String) as string });
    const profile = await get<ProfileAnswer>('/api/cms/customer/profile', bearer(answer.token));
    expect(profile.data).toMatchObject({ userName: '李娜', customerNo: 'C10087' });
    expect(profile.data.salesman).toEqual({
      nickName: '陈思远',
      phonenumber: '13711112222',
      wxQrCode: null,
    });
    // The session is spent; the next scan by the same WeChat user logs straight in.
    expect((await check(session.uuid)).isLogin).toBe('1');
    expect(
      await bind({ phoneNumber: PHONE, code: codeFor(uuid), uuid, wxCode: session.uuid }),
    ).toEqual({
      code: 500,
      msg: '微信授权已失效，请重新扫码',
    });
    const next = await ticket();
    expect(store.scanWx(next.ticket, 'wx-new')).toMatchObject({ ok: true, value: { state: '1' } });
    expect(store.snapshot().customers.find((c) => c.customerNo === 'C10087')?.wxOpenId).toBe(
      'wx-new',
    );
  });

  it('needs a scanned session, a registered phone and the right code', async () => {
    const session = await ticket();
    const { data: uuid } = await sendCode('bind', PHONE);
    const code = codeFor(uuid);
    const body = { phoneNumber: PHONE, code, uuid, wxCode: session.uuid };
    expect(await bind(body)).toEqual({ code: 500, msg: '请先使用微信扫码' });
    expect(await bind({ ...body, wxCode: 'unknown' })).toEqual({
      code: 500,
      msg: '微信授权已失效，请重新扫码',
    });
    store.scanWx(session.ticket, 'wx-new');
    expect(await bind({ ...body, code: wrongCode(code) })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    expect(await bind({ ...body, phoneNumber: '13900000000' })).toEqual({
      code: 500,
      msg: '该手机号未注册',
    });
    expect(await sendCode('bind', '13900000000')).toEqual({ code: 500, msg: '该手机号未注册' });
    expect((await bind(body)).code).toBe(200);
  });

  it('refuses a session scanned more than 10 minutes ago', async () => {
    const session = await ticket();
    store.scanWx(session.ticket, 'wx-new');
    advance(10 * 60_000);
    expect(await check(session.uuid)).toMatchObject({ isLogin: '0', expired: true });
    const { data: uuid } = await sendCode('bind', PHONE);
    expect(
      await bind({ phoneNumber: PHONE, code: codeFor(uuid), uuid, wxCode: session.uuid }),
    ).toEqual({
      code: 500,
      msg: '微信授权已失效，请重新扫码',
    });
  });
});

describe('bind input', () => {
  it('refuses non-text fields with code 400 naming the field', async () => {
    const session = await ticket();
    store.scanWx(session.ticket, 'wx-new');
    const { data: uuid } = await sendCode('bind', '13800138001');
    const body = { phoneNumber: '13800138001', code: codeFor(uuid), uuid, wxCode: session.uuid };
    expect(await bind({ ...body, wxCode: { uuid: session.uuid } })).toEqual({
      code: 400,
      msg: '参数 wxCode 格式错误，应为文本',
    });
    expect((await bind(body)).code).toBe(200);
  });
});
