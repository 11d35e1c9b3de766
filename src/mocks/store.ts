/**
 * The small in-memory store behind the msw handlers (Vitest) and the local contract API (server/,
 * which keeps it in a JSON file). It holds the rules a demo visitor meets; handlers only translate.
 *
 * Seed (README, "Local contract API and demo accounts"): customers C10086 (张建国, phone
 * 13800138000, salesman 王海峰 with a WeChat QR, bound to WeChat user 'wx-zhang') and C10087 (李娜,
 * phone 13800138001, salesman 陈思远 without a QR), both with password 123456; WeChat user 'wx-new'
 * is bound to nobody. New registrations get C10088, C10089… with salesman 王海峰 and no password.
 *
 * Rules: SMS codes are 6 digits, valid 5 minutes, single use, void after 5 wrong tries, one send per
 * phone per 60 s; registration refuses a known phone; a QR can be scanned for 2 minutes, and a scan
 * by an unbound WeChat user can be bound for 10 minutes. No node imports: it runs in jsdom too.
 */
import {
  CODE_UNAUTHORIZED,
  FIELD_MESSAGE,
  PHONE_PATTERN,
  type CustomerProfile,
  type InquiryBody,
  type OrderStatistics,
  type SmsPurpose,
  type WxLoginState,
} from '@/contract';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
const SMS_MAX_WRONG_TRIES = 5;
const WX_SCAN_TTL_MS = 2 * 60_000;
const WX_BIND_TTL_MS = 10 * 60_000;
const COMPANY_NAME_MAX = 100;
/** Kept so the data file stays small: the newest codes and scan sessions. */
const KEEP_SMS = 50;
const KEEP_WX_SESSIONS = 200;

export const MSG = {
  badPhone: FIELD_MESSAGE.phonePattern,
  codeRequired: FIELD_MESSAGE.code,
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeVoided: '错误次数过多，验证码已失效，请重新获取',
  codeMissing: '验证码已失效，请重新获取',
  codePhoneMismatch: '手机号与接收验证码的手机号不一致',
  tooFrequent: (seconds: number) => `发送太频繁，请 ${seconds} 秒后再试`,
  phoneTaken: '该手机号已注册，请直接登录',
  phoneUnknown: '该手机号未注册',
  credentialsRequired: '请输入客户编号和密码',
  badCredentials: '客户编号或密码错误',
  unauthorized: '登录状态已过期，请重新登录',
  agreement: '请先勾选同意用户服务协议和隐私政策',
  companyRequired: FIELD_MESSAGE.companyName,
  companyTooLong: `公司名称不能超过 ${COMPANY_NAME_MAX} 个字`,
  companyBadChars: '公司名称不能包含换行或控制字符',
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

export interface Customer {
  customerNo: string;
  /** Empty for customers who registered by SMS: password login is refused. */
  password: string;
  phoneNumber: string;
  companyName: string;
  userName: string;
  salesmanId: string;
  wxOpenId?: string;
}

export interface SmsCode {
  uuid: string;
  phoneNumber: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  wrongTries: number;
  /** 'replaced' once a newer code went to the same phone for the same purpose. */
  status: 'active' | 'used' | 'voided' | 'replaced';
}

export interface WxSession {
  uuid: string;
  ticket: string;
  state: WxLoginState;
  createdAt: number;
  scannedAt?: number;
  openId?: string;
  /** Set when state is '1'. */
  token?: string;
}

export interface InquiryRecord extends InquiryBody {
  id: string;
  receivedAt: number;
}

/** Everything the store keeps: what the server writes to its data file. */
export interface StoreData {
  nextCustomerSeq: number;
  customers: Customer[];
  salesmen: { id: string; nickName: string; phonenumber: string; wxQrCode: string | null }[];
  orderStats: Record<string, OrderStatistics>;
  smsCodes: SmsCode[];
  /** Last send time per phone, for the 60 s limit. */
  smsLastSent: Record<string, number>;
  tokens: Record<string, { customerNo: string }>;
  wxSessions: WxSession[];
  wxUsers: { openId: string; nickname: string; customerNo?: string }[];
  inquiries: InquiryRecord[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; code: number; msg: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refuse = (msg: string, code = 500) => ({ ok: false, code, msg }) as const;

export function seedData(): StoreData {
  const customer = (
    no: string,
    phone: string,
    company: string,
    name: string,
    salesman: string,
  ) => ({
    customerNo: no,
    password: '123456',
    phoneNumber: phone,
    companyName: company,
    userName: name,
    salesmanId: salesman,
  });
  return {
    nextCustomerSeq: 10088,
    customers: [
      {
        ...customer('C10086', '13800138000', '佛山顺德美食广场管理有限公司', '张建国', 's-wang'),
        wxOpenId: 'wx-zhang',
      },
      customer('C10087', '13800138001', '广州天河区某中学', '李娜', 's-chen'),
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
    tokens: {},
    wxSessions: [],
    wxUsers: [
      { openId: 'wx-zhang', nickname: '张建国', customerNo: 'C10086' },
      { openId: 'wx-new', nickname: '新微信用户' },
    ],
    inquiries: [],
  };
}

/** A loaded value that has every list of the seed (a data file of this version), or null. */
function asData(value: unknown): StoreData | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  const lists = ['customers', 'salesmen', 'smsCodes', 'wxSessions', 'wxUsers', 'inquiries'];
  return lists.every((key) => Array.isArray(data[key])) ? (value as StoreData) : null;
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
const sixDigits = () =>
  String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
const copy = <T>(value: T): T => structuredClone(value);

export interface StoreOptions {
  /** Data to start from (the server's data file); the seed when missing or not store data. */
  data?: unknown;
  /** Called with the data after every change (the server writes its file). */
  onChange?: (data: StoreData) => void;
  /** Called for every code "texted" (the server prints it). */
  onSms?: (sms: SmsCode) => void;
}

export type MockStore = ReturnType<typeof createStore>;

export function createStore({ data, onChange, onSms }: StoreOptions = {}) {
  let now = () => Date.now();
  let db = asData(data) ?? seedData();
  const save = () => {
    db.smsCodes = db.smsCodes.slice(-KEEP_SMS);
    db.wxSessions = db.wxSessions.slice(-KEEP_WX_SESSIONS);
    onChange?.(db);
  };
  save();

  const customerByPhone = (phone: string) => db.customers.find((c) => c.phoneNumber === phone);
  const customerByNo = (no: string) => db.customers.find((c) => c.customerNo === no);
  const customerByToken = (token: string) => {
    const record = token ? db.tokens[token] : undefined;
    return record && customerByNo(record.customerNo);
  };
  const issueToken = (customerNo: string) => {
    const token = hex(24);
    db.tokens[token] = { customerNo };
    return token;
  };

  /** Checks a code for phone and purpose: used up on success, a wrong try counted otherwise. */
  function verifyCode(purpose: SmsPurpose, phoneNumber: string, code: string, uuid: string) {
    if (!code) return refuse(MSG.codeRequired);
    const sms = db.smsCodes.find((c) => c.uuid === uuid && c.purpose === purpose);
    if (!sms || sms.status === 'replaced' || sms.status === 'used') return refuse(MSG.codeMissing);
    if (sms.phoneNumber !== phoneNumber) return refuse(MSG.codePhoneMismatch);
    if (sms.status === 'voided') return refuse(MSG.codeVoided);
    if (now() >= sms.expiresAt) return refuse(MSG.codeExpired);
    if (sms.code !== code) {
      sms.wrongTries += 1;
      if (sms.wrongTries >= SMS_MAX_WRONG_TRIES) sms.status = 'voided';
      save();
      return refuse(sms.status === 'voided' ? MSG.codeVoided : MSG.codeWrong);
    }
    sms.status = 'used';
    return null;
  }

  /** The scan session waiting to be bound ('2', scanned less than 10 minutes ago), or a refusal. */
  function bindableSession(wxCode: string) {
    const session = db.wxSessions.find((s) => s.uuid === wxCode);
    if (session?.state === '0') return refuse(MSG.wxNotScanned);
    if (session?.state !== '2' || !session.openId) return refuse(MSG.wxSessionGone);
    if (now() - (session.scannedAt ?? 0) >= WX_BIND_TTL_MS) return refuse(MSG.wxSessionGone);
    return ok(session as WxSession & { openId: string });
  }

  return {
    now: () => now(),
    /** Replaces the clock (tests move time); without an argument, back to Date.now. */
    useClock(fn?: () => number) {
      now = fn ?? (() => Date.now());
    },
    /** Back to the seed (tests, POST /dev/reset). */
    reset() {
      db = seedData();
      save();
    },
    snapshot: (): StoreData => copy(db),
    recentSms: (): SmsCode[] => copy(db.smsCodes).reverse(),
    inquiries: (): InquiryRecord[] => copy(db.inquiries),
    wxSessionByTicket: (ticket: string) => copy(db.wxSessions.find((s) => s.ticket === ticket)),
    salesmanByQrPath: (path: string) => copy(db.salesmen.find((s) => s.wxQrCode === path)),
    wxUsers: () =>
      db.wxUsers.map((u) => ({ ...u, userName: customerByNo(u.customerNo ?? '')?.userName })),

    /** Keeps a checked enquiry and answers its id (XJ + date + sequence). */
    addInquiry(body: InquiryBody): string {
      const day = new Date(now()).toISOString().slice(0, 10).replaceAll('-', '');
      const id = `XJ${day}${String(db.inquiries.length + 1).padStart(4, '0')}`;
      db.inquiries.push({ ...body, id, receivedAt: now() });
      save();
      return id;
    },

    sendCode(purpose: SmsPurpose, phoneNumber: string): Result<string> {
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(MSG.badPhone);
      const registered = !!customerByPhone(phoneNumber);
      if (purpose === 'register' && registered) return refuse(MSG.phoneTaken);
      if (purpose !== 'register' && !registered) return refuse(MSG.phoneUnknown);
      const t = now();
      const wait = (db.smsLastSent[phoneNumber] ?? -Infinity) + SMS_RESEND_MS - t;
      if (wait > 0) return refuse(MSG.tooFrequent(Math.ceil(wait / 1000)));
      for (const old of db.smsCodes) {
        if (old.phoneNumber === phoneNumber && old.purpose === purpose && old.status === 'active')
          old.status = 'replaced';
      }
      const sms: SmsCode = {
        uuid: crypto.randomUUID(),
        phoneNumber,
        purpose,
        code: sixDigits(),
        sentAt: t,
        expiresAt: t + SMS_CODE_TTL_MS,
        wrongTries: 0,
        status: 'active',
      };
      db.smsCodes.push(sms);
      db.smsLastSent[phoneNumber] = t;
      save();
      onSms?.(copy(sms));
      return ok(sms.uuid);
    },

    loginWithPassword(username: string, password: string): Result<string> {
      if (!username || !password) return refuse(MSG.credentialsRequired);
      const customer = customerByNo(username.toUpperCase());
      if (!customer?.password || customer.password !== password) return refuse(MSG.badCredentials);
      const token = issueToken(customer.customerNo);
      save();
      return ok(token);
    },

    loginWithSms(phoneNumber: string, code: string, uuid: string): Result<string> {
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(MSG.badPhone);
      const customer = customerByPhone(phoneNumber);
      if (!customer) return refuse(MSG.phoneUnknown);
      const refused = verifyCode('login', phoneNumber, code, uuid);
      if (refused) return refused;
      const token = issueToken(customer.customerNo);
      save();
      return ok(token);
    },

    register(input: {
      phoneNumber: string;
      code: string;
      companyName: string;
      checked: boolean;
      uuid: string;
    }): Result<string> {
      const companyName = input.companyName;
      if (!input.checked) return refuse(MSG.agreement);
      if (!companyName) return refuse(MSG.companyRequired);
      if ([...companyName].length > COMPANY_NAME_MAX) return refuse(MSG.companyTooLong);
      if (/[\p{Cc}\u2028\u2029]/u.test(companyName)) return refuse(MSG.companyBadChars);
      if (!PHONE_PATTERN.test(input.phoneNumber)) return refuse(MSG.badPhone);
      if (customerByPhone(input.phoneNumber)) return refuse(MSG.phoneTaken);
      const refused = verifyCode('register', input.phoneNumber, input.code, input.uuid);
      if (refused) return refused;
      const customerNo = `C${db.nextCustomerSeq++}`;
      // A registrant gives no person's name: the customer is the company they typed.
      const customer = { customerNo, password: '', phoneNumber: input.phoneNumber, companyName };
      db.customers.push({ ...customer, userName: companyName, salesmanId: 's-wang' });
      const token = issueToken(customerNo);
      save();
      return ok(token);
    },

    profile(token: string): Result<CustomerProfile> {
      const c = customerByToken(token);
      if (!c) return refuse(MSG.unauthorized, CODE_UNAUTHORIZED);
      const s = db.salesmen.find((m) => m.id === c.salesmanId);
      const salesman = s && {
        nickName: s.nickName,
        phonenumber: s.phonenumber,
        wxQrCode: s.wxQrCode,
      };
      const { userName, customerNo, companyName, phoneNumber } = c;
      return ok({ userName, customerNo, companyName, phoneNumber, salesman: salesman ?? null });
    },

    orderStatistics(token: string): Result<OrderStatistics> {
      const c = customerByToken(token);
      if (!c) return refuse(MSG.unauthorized, CODE_UNAUTHORIZED);
      const empty = { total: 0, pending: 0, producing: 0, shipped: 0, finished: 0 };
      return ok({ ...(db.orderStats[c.customerNo] ?? empty) });
    },

    createWxSession(): { ticket: string; uuid: string } {
      const session = { uuid: crypto.randomUUID(), ticket: `gQ${hex(20)}`, state: '0' as const };
      db.wxSessions.push({ ...session, createdAt: now() });
      save();
      return { ticket: session.ticket, uuid: session.uuid };
    },

    checkWxSession(uuid: string): { isLogin: WxLoginState; token?: string; expired?: boolean } {
      const session = db.wxSessions.find((s) => s.uuid === uuid);
      const expired = { isLogin: '0', expired: true } as const;
      if (!session) return expired;
      if (session.state === '1') return { isLogin: '1', token: session.token };
      if (session.state === '2')
        return now() - (session.scannedAt ?? 0) >= WX_BIND_TTL_MS ? expired : { isLogin: '2' };
      return now() - session.createdAt >= WX_SCAN_TTL_MS ? expired : { isLogin: '0' };
    },

    /** A WeChat user scans the QR of a ticket (the server's /wx/scan page, tests). */
    scanWx(ticket: string, openId: string): Result<{ state: WxLoginState; customer?: Customer }> {
      const session = db.wxSessions.find((s) => s.ticket === ticket);
      if (!session) return refuse(MSG.qrUnknown);
      if (session.state !== '0') return refuse(MSG.qrUsed);
      if (now() - session.createdAt >= WX_SCAN_TTL_MS) return refuse(MSG.qrExpired);
      let user = db.wxUsers.find((u) => u.openId === openId);
      // Any other well-formed openId is a WeChat user seen for the first time (bound to nobody).
      if (!user && /^wx-[a-z0-9-]{1,40}$/.test(openId)) {
        user = { openId, nickname: '新微信用户' };
        db.wxUsers.push(user);
      }
      if (!user) return refuse(MSG.wxUserUnknown);
      const customer = customerByNo(user.customerNo ?? '');
      session.openId = openId;
      session.scannedAt = now();
      session.state = customer ? '1' : '2';
      if (customer) session.token = issueToken(customer.customerNo);
      save();
      return ok({ state: session.state, customer: copy(customer) });
    },

    /** Links the WeChat user who scanned session `wxCode` to the customer of the phone. */
    bindWx(input: {
      phoneNumber: string;
      code: string;
      uuid: string;
      wxCode: string;
    }): Result<string> {
      if (!PHONE_PATTERN.test(input.phoneNumber)) return refuse(MSG.badPhone);
      const found = bindableSession(input.wxCode);
      if (!found.ok) return found;
      const session = found.value;
      const customer = customerByPhone(input.phoneNumber);
      if (!customer) return refuse(MSG.phoneUnknown);
      const refused = verifyCode('bind', input.phoneNumber, input.code, input.uuid);
      if (refused) return refused;
      // One WeChat user per customer and one customer per WeChat user.
      for (const u of db.wxUsers) if (u.customerNo === customer.customerNo) delete u.customerNo;
      for (const c of db.customers) if (c.wxOpenId === session.openId) delete c.wxOpenId;
      const user = db.wxUsers.find((u) => u.openId === session.openId);
      if (user) user.customerNo = customer.customerNo;
      customer.wxOpenId = session.openId;
      const token = issueToken(customer.customerNo);
      session.state = '1';
      session.token = token;
      save();
      return ok(token);
    },
  };
}

/** The shared store of the msw handlers in Vitest; the server makes its own. */
export const store = createStore();
