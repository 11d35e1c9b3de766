import { call } from '@/lib/http/client';
import type { SendCodeAnswer, SmsLoginBody, SmsPurpose } from '@/contract';
import { ENDPOINTS, SEND_CODE_ENDPOINT } from '@/contract/endpoints';

export type { SendCodeAnswer, SmsLoginBody, SmsPurpose };

/** 短信登录 POST /api/sms/login */
export const loginWithSms = (body: SmsLoginBody) =>
  call(ENDPOINTS.smsLogin, { data: body, silent: true });

/** 发送验证码 POST /api/sms/loginCode | /api/sms/bindWxPhoneCode | /api/sms/registerCode (query: phoneNumber) */
export const sendSmsCode = (purpose: SmsPurpose, phoneNumber: string) =>
  call(SEND_CODE_ENDPOINT[purpose], { params: { phoneNumber }, silent: true });
