import { http } from 'msw';
import { PATHS, type TokenAnswer, type WxCheckAnswer, type WxTicketAnswer } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, readTextFields, unwrap } from './respond';

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
  http.post(`*${PATHS.wxBind}`, async ({ request }) => {
    const read = await readTextFields(request, ['phoneNumber', 'code', 'uuid', 'wxCode']);
    if ('refused' in read) return read.refused;
    const result = store.bindWx(read.fields);
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '绑定成功', token }));
  }),
];
