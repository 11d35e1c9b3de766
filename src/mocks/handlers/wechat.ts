import { http } from 'msw';
import { PATHS, type WxCheckAnswer, type WxTicketAnswer } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, postText, tokenAnswer } from './respond';

export const wechatHandlers = (store: MockStore) => [
  /** 获取扫码登录二维码 */
  http.get(`*${PATHS.wxTicket}`, () =>
    answer<WxTicketAnswer>({ code: 200, msg: '操作成功', data: store.createWxSession() }),
  ),

  /** 查询扫码状态 (wxCheck('') is the path up to the uuid) */
  http.get<{ uuid: string }>(`*${PATHS.wxCheck('')}:uuid`, ({ params }) =>
    answer<WxCheckAnswer>({ code: 200, msg: '操作成功', ...store.checkWxSession(params.uuid) }),
  ),

  /** 微信绑定已有账号 */
  postText(PATHS.wxBind, ['phoneNumber', 'code', 'uuid', 'wxCode'], (fields) =>
    tokenAnswer(store.bindWx(fields), '绑定成功'),
  ),
];
