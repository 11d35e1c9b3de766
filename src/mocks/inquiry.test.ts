// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { InquiryAnswer, InquiryBody } from '@/contract';
import { schoolInquiry } from '@/test/school-inquiry';
import { postJson, setupMockApi, store } from './test-helpers';

setupMockApi();

const valid: InquiryBody = schoolInquiry('新校区食堂，明年 8 月前交付');

describe('POST /api/cms/inquiry (local contract API)', () => {
  it('keeps a valid enquiry and answers 200 with its number', async () => {
    const answer = await postJson<{ code: number; msg: string; data: { id: string } }>(
      '/api/cms/inquiry',
      valid,
    );
    expect(answer).toEqual({ code: 200, msg: '提交成功', data: { id: 'XJ202501010001' } });
    expect(store.inquiries()).toMatchObject([{ ...valid, id: 'XJ202501010001' }]);
  });

  it('takes a body without the optional fields (region, diners, message)', async () => {
    const answer = await postJson('/api/cms/inquiry', {
      ...valid,
      region: '',
      diners: null,
      message: '',
    });
    expect(answer.code).toBe(200);
  });

  it('keeps a repeated requestId once and answers success with the same number', async () => {
    const requestId = '0b6a3a8e-2f7c-4d5e-9a1b-3c4d5e6f7a8b';
    const first = await postJson<InquiryAnswer>('/api/cms/inquiry', { ...valid, requestId });
    const again = await postJson<InquiryAnswer>('/api/cms/inquiry', { ...valid, requestId });
    expect(again).toEqual(first);
    expect(first.code).toBe(200);
    expect(store.inquiries()).toHaveLength(1);
    expect(store.inquiries()[0]!.requestId).toBe(requestId);
    const other = await postJson<InquiryAnswer>('/api/cms/inquiry', {
      ...valid,
      requestId: '1b6a3a8e-2f7c-4d5e-9a1b-3c4d5e6f7a8b',
    });
    expect(other.data?.id).not.toBe(first.data?.id);
    expect(store.inquiries()).toHaveLength(2);
  });

  it.each([
    [{ requestId: 'not-a-uuid' }, 'requestId 格式错误'],
    [{ requestId: 42 }, 'requestId 格式错误'],
    [{ contactName: ' ' }, '请输入联系人'],
    [{ contactName: undefined }, '请输入联系人'],
    [{ contactName: '王'.repeat(101) }, '联系人、公司名称与地区各不超过 100 个字'],
    [{ companyName: '校'.repeat(101) }, '联系人、公司名称与地区各不超过 100 个字'],
    [{ phoneNumber: '' }, '请输入手机号'],
    [{ phoneNumber: '12345678901' }, '请输入正确的手机号'],
    [{ companyName: '' }, '请填写公司名称'],
    [{ diners: 0 }, '就餐人数应为正整数'],
    [{ diners: 12.5 }, '就餐人数应为正整数'],
    [{ diners: '1200' }, '就餐人数应为正整数'],
    [{ items: [] }, '询价单中没有型号'],
    [{ items: [{ model: 'CC-LG-6D', quantity: 0 }] }, '数量应为 1 至 999 的整数'],
    [{ items: [{ model: 'CC-LG-6D', quantity: 1000 }] }, '数量应为 1 至 999 的整数'],
    [{ items: [{ model: 'CC-LG-6D', quantity: 1.5 }] }, '数量应为 1 至 999 的整数'],
    [{ items: undefined }, '询价单中没有型号'],
    [{ items: [{ quantity: 1 }] }, '型号格式错误'],
    [{ message: 'x'.repeat(1001) }, '需求说明不超过 1000 个字'],
  ])('refuses %j with code 400: %s', async (change, msg) => {
    expect(await postJson('/api/cms/inquiry', { ...valid, ...change })).toEqual({
      code: 400,
      msg,
    });
    expect(store.inquiries()).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await postJson('/api/cms/inquiry', ['x'])).code).toBe(400);
  });
});
