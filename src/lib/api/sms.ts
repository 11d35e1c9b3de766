import { http } from '@/lib/http/client';
import { PATHS, SMS_CODE_PATH, type DataEnvelope, type SmsPurpose } from '@/contract';
import type { TokenAnswer } from './auth';

export interface SmsLoginBody {
  phoneNumber: string;
  code: string;
  /** The `data` of the loginCode answer. */
  uuid: string;
}

/** Send-code answer: `data` is the uuid to send back with the code. */
export type SendCodeAnswer = DataEnvelope<string>;

export type { SmsPurpose };

/** 短信登录 POST /api/sms/login */
export const loginWithSms = (body: SmsLoginBody) =>
  http.post<TokenAnswer>(PATHS.smsLogin, body, { silent: true });

/** 发送验证码 POST /api/sms/loginCode | /api/sms/bindWxPhoneCode | /api/sms/registerCode (query: phoneNumber) */
export const sendSmsCode = (purpose: SmsPurpose, phoneNumber: string) =>
  http.post<SendCodeAnswer>(SMS_CODE_PATH[purpose], null, {
    params: { phoneNumber },
    silent: true,
  });
