// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderStatistics, OrderStatisticsAnswer, ProfileAnswer } from '@/contract';
import { bearer, get, passwordLogin, setupMockApi } from './test-helpers';

setupMockApi();

const PROFILE = '/api/cms/customer/profile';
const STATS = '/api/cms/customer/profile/order-statistics';
const expiredAnswer = { code: 401, msg: '登录状态已过期，请重新登录' };

describe('profile calls', () => {
  it('require a bearer token', async () => {
    const token = await passwordLogin();
    for (const path of [PROFILE, STATS]) {
      expect(await get(path)).toEqual(expiredAnswer);
      expect(await get(path, { Authorization: '' })).toEqual(expiredAnswer);
      expect(await get(path, { Authorization: token })).toEqual(expiredAnswer);
      expect(await get(path, bearer('not-a-token'))).toEqual(expiredAnswer);
      expect((await get(path, bearer(token))).code).toBe(200);
    }
  });

  it('answer the profile with the salesman', async () => {
    const answer = await get<ProfileAnswer>(PROFILE, bearer(await passwordLogin()));
    expect(answer).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        userName: '张建国',
        customerNo: 'C10086',
        companyName: '佛山顺德美食广场管理有限公司',
        phoneNumber: '13800138000',
        salesman: {
          nickName: '王海峰',
          phonenumber: '13912345678',
          wxQrCode: '/salesman/wang-haifeng-qr.svg',
        },
      },
    });
  });

  it('answer per-customer order statistics', async () => {
    const zhang = await get<OrderStatisticsAnswer>(STATS, bearer(await passwordLogin('C10086')));
    const li = await get<OrderStatisticsAnswer>(STATS, bearer(await passwordLogin('C10087')));
    for (const answer of [zhang, li]) {
      // The local API answers all five counts (a company backend may not: the client takes both).
      const data = answer.data as Required<OrderStatistics>;
      expect(data.total).toBe(data.pending + data.producing + data.shipped + data.finished);
    }
    expect(zhang.data?.total).toBe(36);
    expect(li.data?.total).toBe(8);
  });
});
