import { FIELD_MESSAGE, PHONE_PATTERN, type SmsPurpose } from '@/contract';
import { copy, ok, refuse, type Result, type StoreContext } from './context';
import type { SmsCode } from './data';

export const SMS_CODE_TTL_MS = 5 * 60_000;
const SMS_RESEND_MS = 60_000;

export const SMS_PURPOSE_LABEL: Record<SmsPurpose, string> = {
  login: '登录验证码',
  register: '注册验证码',
  bind: '绑定微信验证码',
};

/**
 * SMS codes: 6 digits, valid 5 minutes, single use, replaced by a newer one, one send per phone
 * per 60 s; only a known phone gets a login or bind code, only a new one a register code.
 */
export const smsCodes = (ctx: StoreContext, onSms?: (sms: SmsCode) => void) => ({
  recentSms: (): SmsCode[] => copy(ctx.db.smsCodes).reverse(),

  sendCode(purpose: SmsPurpose, phoneNumber: string): Result<string> {
    if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
    const registered = !!ctx.customerByPhone(phoneNumber);
    if (purpose === 'register' && registered) return refuse('该手机号已注册，请直接登录');
    if (purpose !== 'register' && !registered) return refuse('该手机号未注册');
    const t = Date.now();
    const last = ctx.db.smsCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
    const wait = (last?.sentAt ?? -Infinity) + SMS_RESEND_MS - t;
    if (wait > 0) return refuse(`发送太频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`);
    for (const old of ctx.db.smsCodes) {
      if (old.phoneNumber === phoneNumber && old.purpose === purpose && old.status === 'active')
        old.status = 'replaced';
    }
    const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
    const sms: SmsCode = {
      uuid: crypto.randomUUID(),
      phoneNumber,
      purpose,
      code: String(n % 1_000_000).padStart(6, '0'),
      sentAt: t,
      expiresAt: t + SMS_CODE_TTL_MS,
      status: 'active',
    };
    ctx.db.smsCodes.push(sms);
    ctx.save();
    onSms?.(copy(sms));
    return ok(sms.uuid);
  },

  /** Checks a code for phone and purpose: null and used up when right, a refusal otherwise. */
  verifyCode: (purpose: SmsPurpose, phoneNumber: string, code: string, uuid: string) => {
    if (!code) return refuse(FIELD_MESSAGE.code);
    const sms = ctx.db.smsCodes.find((c) => c.uuid === uuid && c.purpose === purpose);
    if (sms?.status !== 'active') return refuse('验证码已失效，请重新获取');
    if (sms.phoneNumber !== phoneNumber) return refuse('手机号与接收验证码的手机号不一致');
    if (Date.now() >= sms.expiresAt) return refuse('验证码已过期，请重新获取');
    if (sms.code === code) {
      sms.status = 'used';
      return null;
    }
    return refuse('验证码错误');
  },
});

export type VerifyCode = ReturnType<typeof smsCodes>['verifyCode'];
