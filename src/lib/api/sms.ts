import { http } from '@/lib/http/client';
import type { DataEnvelope } from './envelope';
import type { TokenAnswer } from './auth';

export interface SmsLoginBody {
  phoneNumber: string;
  code: string;
  /** The `data` of the loginCode answer. */
  uuid: string;
}

/** Send-code answer: `data` is the uuid to send back with the code. */
export type SendCodeAnswer = DataEnvelope<string>;

export type SmsPurpose = 'login' | 'bind' | 'register';

export const SMS_PATHS = {
  login: '/api/sms/login',
  loginCode: '/api/sms/loginCode',
  bindWxPhoneCode: '/api/sms/bindWxPhoneCode',
  registerCode: '/api/sms/registerCode',
} as const;

const CODE_PATH: Record<SmsPurpose, string> = {
  login: SMS_PATHS.loginCode,
  bind: SMS_PATHS.bindWxPhoneCode,
  register: SMS_PATHS.registerCode,
};

/** 短信登录 POST /api/sms/login */
export const loginWithSms = (body: SmsLoginBody) =>
  http.post<TokenAnswer>(SMS_PATHS.login, body, { silent: true });

/** 发送验证码 POST /api/sms/loginCode | /api/sms/bindWxPhoneCode | /api/sms/registerCode (query: phoneNumber) */
export const sendSmsCode = (purpose: SmsPurpose, phoneNumber: string) =>
  http.post<SendCodeAnswer>(CODE_PATH[purpose], null, { params: { phoneNumber }, silent: true });
