/**
 * The one small data store behind the msw handlers and the local contract API (server/).
 * It holds the business rules; handlers only translate HTTP to these calls and back.
 *
 * Seeded demo data (see README):
 * - Customer C10086, password 123456, phone 13800138000, 张建国, 佛山顺德美食广场管理有限公司;
 *   salesman 王海峰 13912345678 with a WeChat QR (wxQrCode '/salesman/wang-haifeng-qr.svg');
 *   bound to the WeChat user 'wx-zhang'.
 * - Customer C10087, password 123456, phone 13800138001, 李娜, 广州天河区某中学;
 *   salesman 陈思远 13711112222 with no WeChat QR.
 * - WeChat users: 'wx-zhang' (张建国, bound to C10086) and 'wx-new' (新微信用户, bound to nobody).
 * - New registrations get the next customer number (C10088, C10089, …), the default salesman
 *   王海峰, no password (they log in by SMS) and empty order statistics.
 *
 * Rules: SMS codes are 6 digits, valid 5 minutes, single use, void after 5 wrong tries; one send
 * per phone per 60 s (all purposes together) and, per client address, at most 5 sends per 10 minutes
 * and 20 per 24 hours. 5 wrong passwords within 15 minutes lock a customer's password login for the
 * rest of those 15 minutes. A company name has at most 100 characters and no control characters.
 * A WeChat scan session can be scanned for 2 minutes; a session scanned by an unbound WeChat user
 * (state '2') can be bound for 10 minutes; only the newest 200 sessions are kept.
 *
 * Persistence: every change is saved (synchronously) before the call returns, so an answer built
 * from the result is only sent once the change is stored. When saving fails the change is rolled
 * back to the last saved state and PersistenceError is thrown: nothing is answered as done that
 * is not stored.
 *
 * Browser-safe: no node imports (it runs in Vitest's jsdom environment and in the node server).
 */
import type { OrderStatistics, CustomerProfile } from '@/lib/api/customer';
import type { SmsPurpose } from '@/lib/api/sms';
import type { WxLoginState } from '@/lib/api/wechat';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_MAX_WRONG_TRIES = 5;
export const WX_SCAN_TTL_MS = 2 * 60_000;
export const WX_BIND_TTL_MS = 10 * 60_000;
export { PHONE_PATTERN } from '@/contract';
import { PHONE_PATTERN, type InquiryBody } from '@/contract';
/** Per client address: at most SMS_ADDRESS_WINDOW_MAX sends per SMS_ADDRESS_WINDOW_MS … */
export const SMS_ADDRESS_WINDOW_MS = 10 * 60_000;
export const SMS_ADDRESS_WINDOW_MAX = 5;
/** … and SMS_ADDRESS_DAY_MAX per 24 hours. */
export const SMS_ADDRESS_DAY_MS = 24 * 60 * 60_000;
export const SMS_ADDRESS_DAY_MAX = 20;
/** The address of callers that name none (msw tests without an x-test-client-ip header). */
export const DEFAULT_CLIENT_ADDRESS = 'unknown';
export const COMPANY_NAME_MAX = 100;
export const PASSWORD_MAX_WRONG = 5;
export const PASSWORD_LOCK_MS = 15 * 60_000;

const SMS_LOG_SIZE = 50;
const MAX_TOKENS = 500;
const MAX_WX_SESSIONS = 200;
const MAX_TRACKED_ADDRESSES = 10_000;
/** An IP literal (v4, v6, v4-mapped v6); anything else counts as DEFAULT_CLIENT_ADDRESS. */
const ADDRESS_PATTERN = /^[0-9a-f.:]{2,45}$/i;
const PRUNE_AFTER_MS = 60 * 60_000;
const DEFAULT_SALESMAN_ID = 's-wang';

export const MSG = {
  badPhone: '请输入正确的手机号',
  codeRequired: '请输入验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeVoided: '错误次数过多，验证码已失效，请重新获取',
  codeMissing: '验证码已失效，请重新获取',
  codePhoneMismatch: '手机号与接收验证码的手机号不一致',
  tooFrequent: (seconds: number) => `发送太频繁，请 ${seconds} 秒后再试`,
  addressTooFrequent: '发送过于频繁，请稍后再试',
  phoneTaken: '该手机号已注册，请直接登录',
  phoneUnknown: '该手机号未注册',
  credentialsRequired: '请输入客户编号和密码',
  badCredentials: '客户编号或密码错误',
  passwordLocked: (minutes: number) => `密码错误次数过多，请 ${minutes} 分钟后再试`,
  unauthorized: '登录状态已过期，请重新登录',
  agreement: '请先勾选同意用户服务协议和隐私政策',
  companyRequired: '请填写公司名称',
  companyTooLong: `公司名称不能超过 ${COMPANY_NAME_MAX} 个字`,
  companyBadChars: '公司名称不能包含换行或控制字符',
  saveFailed: '数据保存失败，请稍后再试',
  wxSessionGone: '微信授权已失效，请重新扫码',
  wxNotScanned: '请先使用微信扫码',
  qrUnknown: '二维码不存在，请在网页上刷新二维码',
  qrExpired: '二维码已过期，请在网页上刷新二维码',
  qrUsed: '二维码已被使用，请在网页上刷新二维码',
  wxUserUnknown: '微信用户不存在',
} as const;

export const SMS_PURPOSE_LABEL: Record<SmsPurpose, string> = {
  login: '登录验证码',
  register: '注册验证码',
  bind: '绑定微信验证码',
};

export interface CustomerRecord {
  customerNo: string;
  /** Empty when the customer registered by SMS and has no password: password login is refused. */
  password: string;
  phoneNumber: string;
  companyName: string;
  userName: string;
  salesmanId: string;
  wxOpenId?: string;
}

export interface SalesmanRecord {
  id: string;
  nickName: string;
  phonenumber: string;
  /** Path on the file host, or null when the salesman has no WeChat QR. */
  wxQrCode: string | null;
}

export interface SmsCodeRecord {
  uuid: string;
  phoneNumber: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  wrongTries: number;
  /** 'active' until used, voided by wrong tries, or replaced by a newer code for the same phone and purpose. */
  status: 'active' | 'used' | 'voided' | 'replaced';
}

export interface TokenRecord {
  customerNo: string;
  issuedAt: number;
}

export interface WxSessionRecord {
  uuid: string;
  ticket: string;
  state: WxLoginState;
  createdAt: number;
  scannedAt?: number;
  openId?: string;
  /** Set when state is '1'. */
  token?: string;
}

export interface WxUserRecord {
  openId: string;
  nickname: string;
  customerNo?: string;
}

export interface StoreSnapshot {
  version: 1;
  nextCustomerSeq: number;
  customers: CustomerRecord[];
  salesmen: SalesmanRecord[];
  orderStats: Record<string, OrderStatistics>;
  smsCodes: SmsCodeRecord[];
  /** Last send time per phone, for the resend limit. */
  smsLastSent: Record<string, number>;
  /** Send times of the last 24 hours per client address, for the address limits. */
  smsSendsByAddress: Record<string, number[]>;
  /** Wrong-password times of the last PASSWORD_LOCK_MS per customer number. */
  passwordFailures: Record<string, number[]>;
  tokens: Record<string, TokenRecord>;
  wxSessions: WxSessionRecord[];
  wxUsers: WxUserRecord[];
  /** Enquiries received (POST /api/cms/inquiry), newest last; listed at /dev/inquiries. */
  inquiries: InquiryRecord[];
}

export interface InquiryRecord extends InquiryBody {
  id: string;
  receivedAt: number;
}

/** Load/save of a JSON snapshot; only the node server uses one. */
export interface StorePersistence {
  load(): unknown;
  /** Must have stored the snapshot durably when it returns; throws when it could not. */
  save(snapshot: StoreSnapshot): void;
  /** Sets aside what load() answered when it is no snapshot, before the seed replaces it. */
  discard?(): void;
}

/** Thrown by a change of the store when it could not be saved; the change is rolled back. */
export class PersistenceError extends Error {
  constructor(cause: unknown) {
    super(`${MSG.saveFailed}：${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PersistenceError';
  }
}

export interface StoreOptions {
  now?: () => number;
  persistence?: StorePersistence;
  /** Called for every code sent (the server prints it). */
  onSms?: (sms: SmsCodeRecord) => void;
}

export type Result<T> = { ok: true; value: T } | { ok: false; code: number; msg: string };

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refuse = (msg: string, code = 500): { ok: false; code: number; msg: string } => ({
  ok: false,
  code,
  msg,
});

export interface WxCheck {
  isLogin: WxLoginState;
  token?: string;
  expired?: boolean;
}

export interface ScanOutcome {
  state: WxLoginState;
  /** The WeChat user's customer, when bound. */
  customer?: CustomerRecord;
}

const EMPTY_STATS: OrderStatistics = {
  total: 0,
  pending: 0,
  producing: 0,
  shipped: 0,
  finished: 0,
};

export function seedSnapshot(): StoreSnapshot {
  return {
    version: 1,
    nextCustomerSeq: 10088,
    customers: [
      {
        customerNo: 'C10086',
        password: '123456',
        phoneNumber: '13800138000',
        companyName: '佛山顺德美食广场管理有限公司',
        userName: '张建国',
        salesmanId: 's-wang',
        wxOpenId: 'wx-zhang',
      },
      {
        customerNo: 'C10087',
        password: '123456',
        phoneNumber: '13800138001',
        companyName: '广州天河区某中学',
        userName: '李娜',
        salesmanId: 's-chen',
      },
    ],
    salesmen: [
      {
        id: 's-wang',
        nickName: '王海峰',
        phonenumber: '13912345678',
        wxQrCode: '/salesman/wang-haifeng-qr.svg',
      },
      { id: 's-chen', nickName: '陈思远', phonenumber: '13711112222', wxQrCode: null },
    ],
    orderStats: {
      C10086: { total: 36, pending: 2, producing: 5, shipped: 3, finished: 26 },
      C10087: { total: 8, pending: 1, producing: 2, shipped: 1, finished: 4 },
    },
    smsCodes: [],
    smsLastSent: {},
    smsSendsByAddress: {},
    passwordFailures: {},
    tokens: {},
    wxSessions: [],
    wxUsers: [
      { openId: 'wx-zhang', nickname: '张建国', customerNo: 'C10086' },
      { openId: 'wx-new', nickname: '新微信用户' },
    ],
    inquiries: [],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The snapshot in a loaded value (older files lack the newer limit records), or null. */
function asSnapshot(value: unknown): StoreSnapshot | null {
  if (!isRecord(value)) return null;
  const s = value as Partial<StoreSnapshot>;
  const valid =
    s.version === 1 &&
    typeof s.nextCustomerSeq === 'number' &&
    Array.isArray(s.customers) &&
    Array.isArray(s.salesmen) &&
    isRecord(s.orderStats) &&
    Array.isArray(s.smsCodes) &&
    isRecord(s.smsLastSent) &&
    isRecord(s.tokens) &&
    Array.isArray(s.wxSessions) &&
    Array.isArray(s.wxUsers);
  if (!valid) return null;
  if (!isRecord(s.smsSendsByAddress)) s.smsSendsByAddress = {};
  if (!isRecord(s.passwordFailures)) s.passwordFailures = {};
  if (!Array.isArray(s.inquiries)) s.inquiries = [];
  return s as StoreSnapshot;
}

/** The key an address is counted under: IP literals as they are, anything else as the default. */
export function clientAddressKey(address: string | null | undefined): string {
  const trimmed = (address ?? '').trim().toLowerCase();
  return ADDRESS_PATTERN.test(trimmed) ? trimmed : DEFAULT_CLIENT_ADDRESS;
}

/** Keeps the times younger than `ms`; drops the keys left without any. */
function pruneTimes(record: Record<string, number[]>, t: number, ms: number) {
  for (const [key, times] of Object.entries(record)) {
    const kept = times.filter((time) => t - time < ms);
    if (kept.length) record[key] = kept;
    else delete record[key];
  }
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

function sixDigits(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

export type MockStore = ReturnType<typeof createStore>;

export function createStore(options: StoreOptions = {}) {
  let now = options.now ?? (() => Date.now());
  let persistence = options.persistence;
  const onSms = options.onSms;
  let db: StoreSnapshot = loadOrSeed();
  /** The state last saved: a change whose save fails is rolled back to it. */
  let saved: StoreSnapshot | undefined;
  // Writes the snapshot at once, so a missing or unreadable file is replaced by the seed.
  if (persistence) commit();

  function loadOrSeed(): StoreSnapshot {
    let loaded: unknown = null;
    try {
      loaded = persistence?.load() ?? null;
    } catch {
      // An unreadable snapshot means starting from the seed.
    }
    const snapshot = asSnapshot(loaded);
    if (snapshot) return snapshot;
    if (loaded !== null) persistence?.discard?.();
    return seedSnapshot();
  }

  /** Drops what can no longer matter, then saves. Call after every change, before answering. */
  function commit() {
    const t = now();
    db.smsCodes = db.smsCodes.filter((c) => c.expiresAt + PRUNE_AFTER_MS > t).slice(-SMS_LOG_SIZE);
    db.wxSessions = db.wxSessions
      .filter((s) => s.createdAt + PRUNE_AFTER_MS > t)
      .slice(-MAX_WX_SESSIONS);
    const tokens = Object.entries(db.tokens);
    if (tokens.length > MAX_TOKENS) {
      db.tokens = Object.fromEntries(
        tokens.sort((a, b) => a[1].issuedAt - b[1].issuedAt).slice(-MAX_TOKENS),
      );
    }
    for (const [phone, last] of Object.entries(db.smsLastSent)) {
      if (t - last >= SMS_RESEND_INTERVAL_MS) delete db.smsLastSent[phone];
    }
    pruneTimes(db.smsSendsByAddress, t, SMS_ADDRESS_DAY_MS);
    const addresses = Object.entries(db.smsSendsByAddress);
    if (addresses.length > MAX_TRACKED_ADDRESSES) {
      const last = (times: number[]) => times[times.length - 1] ?? 0;
      db.smsSendsByAddress = Object.fromEntries(
        addresses.sort((a, b) => last(a[1]) - last(b[1])).slice(-MAX_TRACKED_ADDRESSES),
      );
    }
    pruneTimes(db.passwordFailures, t, PASSWORD_LOCK_MS);
    if (!persistence) return;
    const snapshot = clone(db);
    try {
      persistence.save(snapshot);
    } catch (error) {
      if (saved) db = clone(saved);
      throw new PersistenceError(error);
    }
    saved = snapshot;
  }

  const customerByPhone = (phone: string) => db.customers.find((c) => c.phoneNumber === phone);
  const customerByNo = (no: string) => db.customers.find((c) => c.customerNo === no);

  function issueToken(customerNo: string): string {
    const token = hex(24);
    db.tokens[token] = { customerNo, issuedAt: now() };
    return token;
  }

  /** Checks a code for phone+purpose; consumes it on success, counts a wrong try otherwise. */
  function verifyCode(
    purpose: SmsPurpose,
    phoneNumber: string,
    code: string,
    uuid: string,
  ): Result<true> {
    if (!code) return refuse(MSG.codeRequired);
    const record = db.smsCodes.find((c) => c.uuid === uuid && c.purpose === purpose);
    if (!record || record.status === 'replaced' || record.status === 'used')
      return refuse(MSG.codeMissing);
    if (record.phoneNumber !== phoneNumber) return refuse(MSG.codePhoneMismatch);
    if (record.status === 'voided') return refuse(MSG.codeVoided);
    if (now() >= record.expiresAt) return refuse(MSG.codeExpired);
    if (record.code !== code) {
      record.wrongTries += 1;
      const voided = record.wrongTries >= SMS_MAX_WRONG_TRIES;
      if (voided) record.status = 'voided';
      commit();
      return refuse(voided ? MSG.codeVoided : MSG.codeWrong);
    }
    record.status = 'used';
    return ok(true);
  }

  function linkWx(openId: string, customer: CustomerRecord) {
    // One WeChat user per customer and one customer per WeChat user: drop older links.
    for (const user of db.wxUsers) {
      if (user.customerNo === customer.customerNo && user.openId !== openId) delete user.customerNo;
    }
    for (const other of db.customers) {
      if (other.wxOpenId === openId && other !== customer) delete other.wxOpenId;
    }
    const user = db.wxUsers.find((u) => u.openId === openId);
    if (user) user.customerNo = customer.customerNo;
    else db.wxUsers.push({ openId, nickname: '微信用户', customerNo: customer.customerNo });
    customer.wxOpenId = openId;
  }

  const store = {
    now: () => now(),
    /** Replaces the clock (tests move time); without an argument, back to Date.now. */
    useClock(fn?: () => number) {
      now = fn ?? (() => Date.now());
    },
    /** Back to the seed (tests); saves it when a persistence hook is set. */
    reset() {
      db = seedSnapshot();
      commit();
    },
    /** Attaches a persistence hook and loads its snapshot (or the seed). */
    usePersistence(hook: StorePersistence | undefined) {
      persistence = hook;
      saved = undefined;
      db = loadOrSeed();
      commit();
    },
    snapshot: (): StoreSnapshot => clone(db),

    // ---- Enquiries ----
    /** Keeps a checked enquiry and answers its id (XJ + date + sequence). */
    addInquiry(body: InquiryBody): string {
      const day = new Date(now()).toISOString().slice(0, 10).replaceAll('-', '');
      const id = `XJ${day}${String(db.inquiries.length + 1).padStart(4, '0')}`;
      db.inquiries.push({ ...body, id, receivedAt: now() });
      commit();
      return id;
    },
    inquiries: (): InquiryRecord[] => clone(db.inquiries),

    // ---- SMS ----
    /**
     * Sends a code to a phone for a purpose. `clientAddress` is the caller's IP address (the
     * server's socket address); callers naming none share DEFAULT_CLIENT_ADDRESS. Only sends that
     * happen count towards the limits, refusals do not.
     */
    sendCode(purpose: SmsPurpose, phoneNumber: string, clientAddress?: string): Result<string> {
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(MSG.badPhone);
      const registered = !!customerByPhone(phoneNumber);
      if (purpose === 'register' && registered) return refuse(MSG.phoneTaken);
      if (purpose !== 'register' && !registered) return refuse(MSG.phoneUnknown);
      const t = now();
      const last = db.smsLastSent[phoneNumber];
      if (last !== undefined && t - last < SMS_RESEND_INTERVAL_MS) {
        return refuse(MSG.tooFrequent(Math.ceil((SMS_RESEND_INTERVAL_MS - (t - last)) / 1000)));
      }
      const address = clientAddressKey(clientAddress);
      const sends = (db.smsSendsByAddress[address] ?? []).filter(
        (time) => t - time < SMS_ADDRESS_DAY_MS,
      );
      const recent = sends.filter((time) => t - time < SMS_ADDRESS_WINDOW_MS).length;
      if (recent >= SMS_ADDRESS_WINDOW_MAX || sends.length >= SMS_ADDRESS_DAY_MAX)
        return refuse(MSG.addressTooFrequent);
      for (const old of db.smsCodes) {
        if (old.phoneNumber === phoneNumber && old.purpose === purpose && old.status === 'active')
          old.status = 'replaced';
      }
      const record: SmsCodeRecord = {
        uuid: crypto.randomUUID(),
        phoneNumber,
        purpose,
        code: sixDigits(),
        sentAt: t,
        expiresAt: t + SMS_CODE_TTL_MS,
        wrongTries: 0,
        status: 'active',
      };
      db.smsCodes.push(record);
      db.smsLastSent[phoneNumber] = t;
      db.smsSendsByAddress[address] = [...sends, t];
      commit();
      onSms?.({ ...record });
      return ok(record.uuid);
    },
    /** Codes sent recently, newest first (the server's /dev/sms page, tests). */
    recentSms: (): SmsCodeRecord[] => clone(db.smsCodes).reverse(),

    // ---- login and registration ----
    loginWithPassword(username: string, password: string): Result<string> {
      const no = username.trim().toUpperCase();
      if (!no || !password) return refuse(MSG.credentialsRequired);
      const customer = customerByNo(no);
      if (!customer || !customer.password) return refuse(MSG.badCredentials);
      const t = now();
      const failures = (db.passwordFailures[customer.customerNo] ?? []).filter(
        (time) => t - time < PASSWORD_LOCK_MS,
      );
      if (failures.length >= PASSWORD_MAX_WRONG) {
        const oldest = failures[failures.length - PASSWORD_MAX_WRONG] ?? t;
        return refuse(MSG.passwordLocked(Math.ceil((oldest + PASSWORD_LOCK_MS - t) / 60_000)));
      }
      if (customer.password !== password) {
        db.passwordFailures[customer.customerNo] = [...failures, t];
        commit();
        return refuse(MSG.badCredentials);
      }
      delete db.passwordFailures[customer.customerNo];
      const token = issueToken(customer.customerNo);
      commit();
      return ok(token);
    },

    loginWithSms(phoneNumber: string, code: string, uuid: string): Result<string> {
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(MSG.badPhone);
      const customer = customerByPhone(phoneNumber);
      if (!customer) return refuse(MSG.phoneUnknown);
      const verified = verifyCode('login', phoneNumber, code, uuid);
      if (!verified.ok) return verified;
      const token = issueToken(customer.customerNo);
      commit();
      return ok(token);
    },

    register(input: {
      phoneNumber: string;
      code: string;
      companyName: string;
      checked: boolean;
      uuid: string;
    }): Result<string> {
      if (!input.checked) return refuse(MSG.agreement);
      const companyName = input.companyName.trim();
      if (!companyName) return refuse(MSG.companyRequired);
      if ([...companyName].length > COMPANY_NAME_MAX) return refuse(MSG.companyTooLong);
      if (/[\p{Cc}\u2028\u2029]/u.test(companyName)) return refuse(MSG.companyBadChars);
      if (!PHONE_PATTERN.test(input.phoneNumber)) return refuse(MSG.badPhone);
      if (customerByPhone(input.phoneNumber)) return refuse(MSG.phoneTaken);
      const verified = verifyCode('register', input.phoneNumber, input.code, input.uuid);
      if (!verified.ok) return verified;
      const customer: CustomerRecord = {
        customerNo: `C${db.nextCustomerSeq}`,
        password: '',
        phoneNumber: input.phoneNumber,
        companyName,
        // A registrant gives no person's name: the customer is the company they typed.
        userName: companyName,
        salesmanId: DEFAULT_SALESMAN_ID,
      };
      db.nextCustomerSeq += 1;
      db.customers.push(customer);
      const token = issueToken(customer.customerNo);
      commit();
      return ok(token);
    },

    // ---- tokens and profile ----
    customerByToken(token: string): Result<CustomerRecord> {
      const record = token ? db.tokens[token] : undefined;
      const customer = record && customerByNo(record.customerNo);
      return customer ? ok(clone(customer)) : refuse(MSG.unauthorized, 401);
    },

    profile(token: string): Result<CustomerProfile> {
      const found = store.customerByToken(token);
      if (!found.ok) return found;
      const c = found.value;
      const s = db.salesmen.find((m) => m.id === c.salesmanId);
      return ok({
        userName: c.userName,
        customerNo: c.customerNo,
        companyName: c.companyName,
        phoneNumber: c.phoneNumber,
        salesman: s
          ? { nickName: s.nickName, phonenumber: s.phonenumber, wxQrCode: s.wxQrCode }
          : null,
      });
    },

    orderStatistics(token: string): Result<OrderStatistics> {
      const found = store.customerByToken(token);
      if (!found.ok) return found;
      return ok({ ...(db.orderStats[found.value.customerNo] ?? EMPTY_STATS) });
    },

    salesmanByQrPath: (path: string): SalesmanRecord | undefined =>
      clone(db.salesmen.find((s) => s.wxQrCode === path)),

    // ---- WeChat ----
    createWxSession(): { ticket: string; uuid: string } {
      const session: WxSessionRecord = {
        uuid: crypto.randomUUID(),
        ticket: `gQ${hex(20)}`,
        state: '0',
        createdAt: now(),
      };
      db.wxSessions.push(session);
      commit();
      return { ticket: session.ticket, uuid: session.uuid };
    },

    checkWxSession(uuid: string): WxCheck {
      const session = db.wxSessions.find((s) => s.uuid === uuid);
      if (!session) return { isLogin: '0', expired: true };
      if (session.state === '1') return { isLogin: '1', token: session.token };
      if (session.state === '2') {
        if (now() - (session.scannedAt ?? session.createdAt) >= WX_BIND_TTL_MS)
          return { isLogin: '0', expired: true };
        return { isLogin: '2' };
      }
      if (now() - session.createdAt >= WX_SCAN_TTL_MS) return { isLogin: '0', expired: true };
      return { isLogin: '0' };
    },

    /** A WeChat user scans the QR of a ticket (the server's /wx/scan page, tests). */
    scanWx(ticket: string, openId: string): Result<ScanOutcome> {
      const session = db.wxSessions.find((s) => s.ticket === ticket);
      if (!session) return refuse(MSG.qrUnknown);
      if (session.state !== '0') return refuse(MSG.qrUsed);
      if (now() - session.createdAt >= WX_SCAN_TTL_MS) return refuse(MSG.qrExpired);
      let user = db.wxUsers.find((u) => u.openId === openId);
      // Any other well-formed openId stands for a WeChat user seen for the first time (not bound yet).
      if (!user && /^wx-[a-z0-9-]{1,40}$/.test(openId)) {
        user = { openId, nickname: '新微信用户' };
        db.wxUsers.push(user);
      }
      if (!user) return refuse(MSG.wxUserUnknown);
      const customer = user.customerNo ? customerByNo(user.customerNo) : undefined;
      session.openId = openId;
      session.scannedAt = now();
      if (customer) {
        session.state = '1';
        session.token = issueToken(customer.customerNo);
      } else {
        session.state = '2';
      }
      commit();
      return ok({ state: session.state, customer: customer && clone(customer) });
    },

    wxSessionByTicket: (ticket: string): WxSessionRecord | undefined =>
      clone(db.wxSessions.find((s) => s.ticket === ticket)),

    wxUsers: (): (WxUserRecord & { userName?: string })[] =>
      db.wxUsers.map((u) => ({
        ...u,
        userName: u.customerNo ? customerByNo(u.customerNo)?.userName : undefined,
      })),

    /** Links the WeChat user who scanned session `wxCode` (state '2') to the customer owning the phone. */
    bindWx(input: {
      phoneNumber: string;
      code: string;
      uuid: string;
      wxCode: string;
    }): Result<string> {
      if (!PHONE_PATTERN.test(input.phoneNumber)) return refuse(MSG.badPhone);
      const session = db.wxSessions.find((s) => s.uuid === input.wxCode);
      if (session?.state === '0') return refuse(MSG.wxNotScanned);
      if (!session) return refuse(MSG.wxSessionGone);
      if (session.state !== '2' || !session.openId) return refuse(MSG.wxSessionGone);
      if (now() - (session.scannedAt ?? session.createdAt) >= WX_BIND_TTL_MS)
        return refuse(MSG.wxSessionGone);
      const customer = customerByPhone(input.phoneNumber);
      if (!customer) return refuse(MSG.phoneUnknown);
      const verified = verifyCode('bind', input.phoneNumber, input.code, input.uuid);
      if (!verified.ok) return verified;
      linkWx(session.openId, customer);
      const token = issueToken(customer.customerNo);
      session.state = '1';
      session.token = token;
      commit();
      return ok(token);
    },
  };
  return store;
}

/** The shared store of the msw handlers (tests and the browser); the server makes its own. */
export const store = createStore();
