import { http } from 'msw';
import {
  PATHS,
  SMS_CODE_PATH,
  type SendCodeAnswer,
  type SmsPurpose,
  type TokenAnswer,
} from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, readTextFields, unwrap } from './respond';

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
  http.post(`*${PATHS.smsLogin}`, async ({ request }) => {
    const read = await readTextFields(request, ['phoneNumber', 'code', 'uuid']);
    if ('refused' in read) return read.refused;
    const { phoneNumber, code, uuid } = read.fields;
    const result = store.loginWithSms(phoneNumber, code, uuid);
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '登录成功', token }));
  }),
  sendCode(store, 'login'),
  sendCode(store, 'bind'),
  sendCode(store, 'register'),
];
