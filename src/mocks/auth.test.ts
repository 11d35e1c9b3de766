// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderStatisticsAnswer, ProfileAnswer, TokenAnswer } from '@/contract';
import {
  advance,
  bearer,
  codeFor,
  get,
  passwordLogin,
  postJson,
  sendCode,
  setupMockApi,
  store,
} from './test-helpers';

setupMockApi();

describe('password login', () => {
  it('answers a token for the seeded customers', async () => {
    const answer = await postJson<TokenAnswer>('/api/cms/login', {
      username: 'C10086',
      password: '123456',
    });
    expect(answer).toEqual({
      code: 200,
      msg: '登录成功',
      token: expect.stringMatching(/^[0-9a-f]{48}$/) as string,
    });
    expect(await passwordLogin('c10087', '123456')).toBeTruthy();
  });

  it('refuses wrong or missing credentials', async () => {
    const refused = { code: 500, msg: '客户编号或密码错误' };
    expect(await postJson('/api/cms/login', { username: 'C10086', password: '654321' })).toEqual(
      refused,
    );
    expect(await postJson('/api/cms/login', { username: 'C99999', password: '123456' })).toEqual(
      refused,
    );
    expect(await postJson('/api/cms/login', { username: 'C10086' })).toEqual({
      code: 500,
      msg: '请输入客户编号和密码',
    });
  });
});

describe('registration', () => {
  const PHONE = '13900001111';
  const register = (body: Record<string, unknown>) =>
    postJson<TokenAnswer>('/api/cms/register', body);

  it('creates a customer with a new number and the default salesman', async () => {
    const { data: uuid } = await sendCode('register', PHONE);
    const answer = await register({
      phoneNumber: PHONE,
      code: codeFor(uuid),
      companyName: ' 顺德新餐厅 ',
      checked: true,
      uuid,
    });
    expect(answer).toEqual({ code: 200, msg: '注册成功', token: expect.any(String) as string });
    const profile = await get<ProfileAnswer>('/api/cms/customer/profile', bearer(answer.token));
    expect(profile.data).toEqual({
      userName: '顺德新餐厅',
      customerNo: 'C10088',
      companyName: '顺德新餐厅',
      phoneNumber: PHONE,
      salesman: {
        nickName: '王海峰',
        phonenumber: '13912345678',
        wxQrCode: '/salesman/wang-haifeng-qr.svg',
      },
    });
    const stats = await get<OrderStatisticsAnswer>(
      '/api/cms/customer/profile/order-statistics',
      bearer(answer.token),
    );
    expect(stats.data).toEqual({ total: 0, pending: 0, producing: 0, shipped: 0, finished: 0 });
    // The new customer logs in by SMS afterwards.
    advance(60_000);
    const login = await sendCode('login', PHONE);
    const sms = await postJson<TokenAnswer>('/api/sms/login', {
      phoneNumber: PHONE,
      code: codeFor(login.data),
      uuid: login.data,
    });
    expect(sms.code).toBe(200);
  });

  it('refuses a phone already registered', async () => {
    expect(await sendCode('register', '13800138000')).toEqual({
      code: 500,
      msg: '该手机号已注册，请直接登录',
    });
    // Two pages got codes before either registered: the second registration is refused.
    const { data: uuid } = await sendCode('register', PHONE);
    const code = codeFor(uuid);
    expect(
      (await register({ phoneNumber: PHONE, code, companyName: '甲', checked: true, uuid })).code,
    ).toBe(200);
    expect(
      await register({ phoneNumber: PHONE, code, companyName: '乙', checked: true, uuid }),
    ).toEqual({
      code: 500,
      msg: '该手机号已注册，请直接登录',
    });
  });

  it('needs the agreement, a company name and a valid code', async () => {
    const { data: uuid } = await sendCode('register', PHONE);
    const code = codeFor(uuid);
    const base = { phoneNumber: PHONE, code, companyName: '顺德新餐厅', checked: true, uuid };
    expect(await register({ ...base, checked: false })).toEqual({
      code: 500,
      msg: '请先勾选同意用户服务协议和隐私政策',
    });
    expect(await register({ ...base, checked: 'true' })).toEqual({
      code: 500,
      msg: '请先勾选同意用户服务协议和隐私政策',
    });
    expect(await register({ ...base, companyName: '  ' })).toEqual({
      code: 500,
      msg: '请填写公司名称',
    });
    expect(await register({ ...base, phoneNumber: '1390000111' })).toEqual({
      code: 500,
      msg: '请输入正确的手机号',
    });
    expect(await register({ ...base, code: code === '123456' ? '654321' : '123456' })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    expect((await register(base)).code).toBe(200);
  });
});

describe('registration input under abuse', () => {
  const PHONE = '13900002222';
  const register = (body: Record<string, unknown>) =>
    postJson<TokenAnswer>('/api/cms/register', body);

  it('refuses company names over 100 characters or with control characters', async () => {
    const { data: uuid } = await sendCode('register', PHONE);
    const base = { phoneNumber: PHONE, code: codeFor(uuid), checked: true, uuid };
    expect(await register({ ...base, companyName: '厨'.repeat(101) })).toEqual({
      code: 500,
      msg: '公司名称不能超过 100 个字',
    });
    expect(await register({ ...base, companyName: 'a'.repeat(5000) })).toEqual({
      code: 500,
      msg: '公司名称不能超过 100 个字',
    });
    for (const companyName of ['顺德\n新餐厅', '顺德\u0000新餐厅', '顺德\u2028新餐厅']) {
      expect(await register({ ...base, companyName })).toEqual({
        code: 500,
        msg: '公司名称不能包含换行或控制字符',
      });
    }
    // Exactly 100 characters (emoji count as one each) is fine; none of the refusals used the code.
    const answer = await register({ ...base, companyName: `${'厨'.repeat(98)}🍳🍳` });
    expect(answer.code).toBe(200);
    const profile = await get<ProfileAnswer>('/api/cms/customer/profile', bearer(answer.token));
    expect([...(profile.data.companyName ?? '')]).toHaveLength(100);
  });

  it('refuses non-text fields with code 400 naming the field', async () => {
    const { data: uuid } = await sendCode('register', PHONE);
    const base = {
      phoneNumber: PHONE,
      code: codeFor(uuid),
      companyName: '甲',
      checked: true,
      uuid,
    };
    for (const [name, value] of [
      ['companyName', { toString: '甲' }],
      ['companyName', ['甲']],
      ['phoneNumber', true],
      ['code', [1, 2]],
      ['uuid', {}],
    ] as const) {
      expect(await register({ ...base, [name]: value })).toEqual({
        code: 400,
        msg: `参数 ${name} 格式错误，应为文本`,
      });
    }
    expect(store.snapshot().customers).toHaveLength(2);
    expect((await register(base)).code).toBe(200);
  });

  it('refuses non-text credentials with code 400', async () => {
    expect(await postJson('/api/cms/login', { username: 'C10086', password: { $gt: '' } })).toEqual(
      { code: 400, msg: '参数 password 格式错误，应为文本' },
    );
    expect(await postJson('/api/cms/login', { username: ['C10086'], password: '123456' })).toEqual({
      code: 400,
      msg: '参数 username 格式错误，应为文本',
    });
    // A password is taken as sent (not trimmed); a numeric one is its digits.
    expect(
      (await postJson('/api/cms/login', { username: 'C10086', password: ' 123456' })).code,
    ).toBe(500);
    expect((await postJson('/api/cms/login', { username: 'C10086', password: 123456 })).code).toBe(
      200,
    );
  });
});
