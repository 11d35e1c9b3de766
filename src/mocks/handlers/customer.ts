import { http } from 'msw';
import { PATHS, type OrderStatisticsAnswer, type ProfileAnswer } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, bearerToken, unwrap } from './respond';

/** Both calls need `Authorization: Bearer <token>`; a missing or unknown token answers code 401. */
export const customerHandlers = (store: MockStore) => [
  /** 客户资料 */
  http.get(`*${PATHS.profile}`, ({ request }) =>
    unwrap(store.profile(bearerToken(request)), (data) =>
      answer<ProfileAnswer>({ code: 200, msg: '操作成功', data }),
    ),
  ),

  /** 订单统计 */
  http.get(`*${PATHS.orderStatistics}`, ({ request }) =>
    unwrap(store.orderStatistics(bearerToken(request)), (data) =>
      answer<OrderStatisticsAnswer>({ code: 200, msg: '操作成功', data }),
    ),
  ),
];
