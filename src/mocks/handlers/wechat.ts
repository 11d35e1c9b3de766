import { http } from 'msw';
import type { TokenAnswer } from '@/lib/api/auth';
import type { WxCheckAnswer, WxTicketAnswer } from '@/lib/api/wechat';
import type { MockStore } from '@/mocks/store';
import { answer, badRequest, readJsonObject, refusal, textFields, unwrap } from './respond';

export const wechatHandlers = (store: MockStore) => [
  /** 获取扫码登录二维码 */
  http.get('*/api/wx/auth/get-ticket', () =>
    answer<WxTicketAnswer>({ code: 200, msg: '操作成功', data: store.createWxSession() }),
  ),

  /** 查询扫码状态 */
  http.get<{ uuid: string }>('*/api/wx/auth/check/:uuid', ({ params }) =>
    answer<WxCheckAnswer>({ code: 200, msg: '操作成功', ...store.checkWxSession(params.uuid) }),
  ),

  /** 微信绑定已有账号 */
  http.post('*/api/wx/auth/bind-exist-customer', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const fields = textFields(body, ['phoneNumber', 'code', 'uuid', 'wxCode']);
    if (!fields.ok) return refusal(fields);
    const result = store.bindWx(fields.value);
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '绑定成功', token }));
  }),
];
