import { callLazily } from '@/lib/http/call-lazily';
import type { SmsLoginBody, SmsPurpose } from '@/contract';

export type { SmsLoginBody, SmsPurpose };

/** 短信登录 POST /api/sms/login */
export const loginWithSms = (body: SmsLoginBody) =>
  callLazily((c) => c.ENDPOINTS.smsLogin, { data: body, silent: true });

/** 发送验证码 POST /api/sms/loginCode | /api/sms/bindWxPhoneCode | /api/sms/registerCode (query: phoneNumber) */
export const sendSmsCode = (purpose: SmsPurpose, phoneNumber: string) =>
  callLazily((c) => c.SEND_CODE_ENDPOINT[purpose], { params: { phoneNumber }, silent: true });
