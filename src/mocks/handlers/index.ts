import { http } from 'msw';
import {
  checkInquiry,
  PATHS,
  SMS_CODE_PATH,
  type InquiryAnswer,
  type OrderStatisticsAnswer,
  type ProfileAnswer,
  type SendCodeAnswer,
  type SmsPurpose,
  type WxCheckAnswer,
  type WxTicketAnswer,
} from '@/contract';
import { store as sharedStore, type MockStore } from '@/mocks/store';
import { answer, badRequest, bearerToken, postText, tokenAnswer, unwrap } from './respond';
import { uploadHandler } from './upload';

/** 发送验证码 (query: phoneNumber), one endpoint per purpose. */
const sendCode = (store: MockStore, purpose: SmsPurpose) =>
  http.post(`*${SMS_CODE_PATH[purpose]}`, ({ request }) => {
    const phoneNumber = (new URL(request.url).searchParams.get('phoneNumber') ?? '').trim();
    return unwrap(store.sendCode(purpose, phoneNumber), (uuid) =>
      answer<SendCodeAnswer>({ code: 200, msg: '发送成功', data: uuid }),
    );
  });

/** The handlers of the contract's calls over one store (the server passes its own). */
export const createHandlers = (store: MockStore) => [
  /** 密码登录 */
  postText(
    PATHS.login,
    ['username', 'password'],
    ({ username, password }) =>
      tokenAnswer(store.loginWithPassword(username, password), '登录成功'),
    ['password'],
  ),
  /** 用户注册 */
  postText(PATHS.register, ['phoneNumber', 'code', 'companyName', 'uuid'], (fields, body) =>
    tokenAnswer(store.register({ ...fields, checked: body.checked === true }), '注册成功'),
  ),

  /** 短信登录 */
  postText(PATHS.smsLogin, ['phoneNumber', 'code', 'uuid'], ({ phoneNumber, code, uuid }) =>
    tokenAnswer(store.loginWithSms(phoneNumber, code, uuid), '登录成功'),
  ),
  sendCode(store, 'login'),
  sendCode(store, 'bind'),
  sendCode(store, 'register'),

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

  // 客户资料 and 订单统计 need `Authorization: Bearer <token>`; a missing or unknown one answers 401.
  http.get(`*${PATHS.profile}`, ({ request }) =>
    unwrap(store.profile(bearerToken(request)), (data) =>
      answer<ProfileAnswer>({ code: 200, msg: '操作成功', data }),
    ),
  ),
  http.get(`*${PATHS.orderStatistics}`, ({ request }) =>
    unwrap(store.orderStatistics(bearerToken(request)), (data) =>
      answer<OrderStatisticsAnswer>({ code: 200, msg: '操作成功', data }),
    ),
  ),

  /** 提交询价: code 400 with the first problem of the body (checkInquiry of the contract). */
  postText(PATHS.inquiry, [], (_, body) => {
    const checked = checkInquiry(body);
    if (!checked.ok) return badRequest(checked.msg);
    const id = store.addInquiry(checked.body);
    return answer<InquiryAnswer>({ code: 200, msg: '提交成功', data: { id } });
  }),
  uploadHandler(),
];

/** Over the shared store (`store` of '@/mocks/store'). */
export const handlers = createHandlers(sharedStore);
