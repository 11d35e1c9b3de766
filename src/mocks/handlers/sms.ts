import { http } from 'msw';
import type { TokenAnswer } from '@/lib/api/auth';
import type { SendCodeAnswer, SmsPurpose } from '@/lib/api/sms';
import type { MockStore } from '@/mocks/store';
import {
  answer,
  badRequest,
  clientAddress,
  readJsonObject,
  refusal,
  textFields,
  unwrap,
} from './respond';

/** Mirrors SMS_PATHS of '@/lib/api/sms' (types only may be imported from there: it pulls in axios). */
const CODE_PATHS: Record<SmsPurpose, string> = {
  login: '*/api/sms/loginCode',
  bind: '*/api/sms/bindWxPhoneCode',
  register: '*/api/sms/registerCode',
};

/** 发送验证码 (query: phoneNumber) */
const sendCode = (store: MockStore, purpose: SmsPurpose) =>
  http.post(CODE_PATHS[purpose], ({ request }) => {
    const phoneNumber = (new URL(request.url).searchParams.get('phoneNumber') ?? '').trim();
    return unwrap(store.sendCode(purpose, phoneNumber, clientAddress(request)), (uuid) =>
      answer<SendCodeAnswer>({ code: 200, msg: '发送成功', data: uuid }),
    );
  });

export const smsHandlers = (store: MockStore) => [
  /** 短信登录 */
  http.post('*/api/sms/login', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const fields = textFields(body, ['phoneNumber', 'code', 'uuid']);
    if (!fields.ok) return refusal(fields);
    const { phoneNumber, code, uuid } = fields.value;
    const result = store.loginWithSms(phoneNumber, code, uuid);
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '登录成功', token }));
  }),
  sendCode(store, 'login'),
  sendCode(store, 'bind'),
  sendCode(store, 'register'),
];
