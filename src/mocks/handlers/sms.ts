import { http } from 'msw';
import { PATHS, SMS_CODE_PATH, type SendCodeAnswer, type SmsPurpose } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, postText, tokenAnswer, unwrap } from './respond';

/** 发送验证码 (query: phoneNumber), one endpoint per purpose. */
const sendCode = (store: MockStore, purpose: SmsPurpose) =>
  http.post(`*${SMS_CODE_PATH[purpose]}`, ({ request }) => {
    const phoneNumber = (new URL(request.url).searchParams.get('phoneNumber') ?? '').trim();
    return unwrap(store.sendCode(purpose, phoneNumber), (uuid) =>
      answer<SendCodeAnswer>({ code: 200, msg: '发送成功', data: uuid }),
    );
  });

export const smsHandlers = (store: MockStore) => [
  /** 短信登录 */
  postText(PATHS.smsLogin, ['phoneNumber', 'code', 'uuid'], ({ phoneNumber, code, uuid }) =>
    tokenAnswer(store.loginWithSms(phoneNumber, code, uuid), '登录成功'),
  ),
  sendCode(store, 'login'),
  sendCode(store, 'bind'),
  sendCode(store, 'register'),
];
