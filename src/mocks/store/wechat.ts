import { FIELD_MESSAGE, PHONE_PATTERN, type BindExistBody, type WxLoginState } from '@/contract';
import { copy, hex, ok, refuse, type Result, type StoreContext } from './context';
import type { Customer, WxSession } from './data';
import type { VerifyCode } from './sms-codes';

const WX_SCAN_TTL_MS = 2 * 60_000;
const WX_BIND_TTL_MS = 10 * 60_000;
const sessionGone = refuse('微信授权已失效，请重新扫码');

/**
 * WeChat login: a QR can be scanned for 2 minutes; a scan by a WeChat user bound to no customer
 * can be bound to a customer, by an SMS code to its phone, for 10 minutes.
 */
export function wechat(ctx: StoreContext, verifyCode: VerifyCode) {
  const sessionOf = (ticket: string) => ctx.db.wxSessions.find((s) => s.ticket === ticket);
  const byUuid = (uuid: string) => ctx.db.wxSessions.find((s) => s.uuid === uuid);
  const scanExpired = (s: WxSession) => Date.now() - s.createdAt >= WX_SCAN_TTL_MS;
  const bindExpired = (s: WxSession) => Date.now() - (s.scannedAt ?? 0) >= WX_BIND_TTL_MS;
  /** Why the QR of a ticket cannot be scanned now, or null. */
  function scanRefusal(ticket: string) {
    const session = sessionOf(ticket);
    if (!session) return '二维码不存在，请在网页上刷新二维码';
    if (session.state !== '0') return '二维码已被使用，请在网页上刷新二维码';
    return scanExpired(session) ? '二维码已过期，请在网页上刷新二维码' : null;
  }

  return {
    scanRefusal,
    /** The WeChat users the scan page offers: those bound to a customer, and 'wx-new'. */
    wxUsers(): { openId: string; userName?: string }[] {
      const bound = ctx.db.customers.flatMap(({ wxOpenId: openId, userName }) =>
        openId ? [{ openId, userName }] : [],
      );
      return bound.some((u) => u.openId === 'wx-new') ? bound : [...bound, { openId: 'wx-new' }];
    },

    createWxSession(): { ticket: string; uuid: string } {
      const session = { uuid: crypto.randomUUID(), ticket: `gQ${hex().slice(0, 40)}` };
      ctx.db.wxSessions.push({ ...session, state: '0', createdAt: Date.now() });
      ctx.save();
      return session;
    },

    checkWxSession(uuid: string): { isLogin: WxLoginState; token?: string; expired?: boolean } {
      const session = byUuid(uuid);
      if (session?.state === '1') return { isLogin: '1', token: session.token };
      const live = session && !(session.state === '2' ? bindExpired : scanExpired)(session);
      return live ? { isLogin: session.state } : { isLogin: '0', expired: true };
    },

    /** A WeChat user scans the QR of a ticket (the server's /wx/scan page, tests). */
    scanWx(ticket: string, openId: string): Result<{ state: WxLoginState; customer?: Customer }> {
      const refusal = scanRefusal(ticket);
      const session = sessionOf(ticket);
      if (!session || refusal) return refuse(refusal!);
      // A well-formed openId bound to no customer is a WeChat user with no account yet.
      if (!/^wx-[a-z0-9-]{1,40}$/.test(openId)) return refuse('微信用户不存在');
      const customer = ctx.customerByWx(openId);
      const token = customer && ctx.issueToken(customer.customerNo);
      Object.assign(session, { openId, scannedAt: Date.now(), state: customer ? '1' : '2', token });
      ctx.save();
      return ok({ state: session.state, customer: copy(customer) });
    },

    /** Links the WeChat user who scanned session `wxCode` (state '2') to the customer of the phone. */
    bindWx(input: BindExistBody): Result<string> {
      const { phoneNumber, wxCode } = input;
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
      const session = byUuid(wxCode);
      if (session?.state === '0') return refuse('请先使用微信扫码');
      const openId = session?.state === '2' ? session.openId : undefined;
      if (!session || !openId || bindExpired(session)) return sessionGone;
      const customer = ctx.customerByPhone(phoneNumber);
      if (!customer) return refuse('该手机号未注册');
      const refused = verifyCode('bind', phoneNumber, input.code, input.uuid);
      if (refused) return refused;
      // One WeChat user per customer and one customer per WeChat user.
      for (const c of ctx.db.customers) if (c.wxOpenId === openId) delete c.wxOpenId;
      customer.wxOpenId = openId;
      const token = ctx.issueToken(customer.customerNo);
      Object.assign(session, { state: '1', token });
      ctx.save();
      return ok(token);
    },
  };
}
