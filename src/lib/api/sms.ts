import { http } from '@/lib/http/client';
import {
  PATHS,
  SMS_CODE_PATH,
  type SendCodeAnswer,
  type SmsLoginBody,
  type SmsPurpose,
  type TokenAnswer,
} from '@/contract';

export type { SendCodeAnswer, SmsLoginBody, SmsPurpose };

/** 短信登录 POST /api/sms/login */
export const loginWithSms = (body: SmsLoginBody) =>
  http.post<TokenAnswer>(PATHS.smsLogin, body, { silent: true });

/** 发送验证码 POST /api/sms/loginCode | /api/sms/bindWxPhoneCode | /api/sms/registerCode (query: phoneNumber) */
export const sendSmsCode = (purpose: SmsPurpose, phoneNumber: string) =>
  http.post<SendCodeAnswer>(SMS_CODE_PATH[purpose], null, {
    params: { phoneNumber },
    silent: true,
  });
