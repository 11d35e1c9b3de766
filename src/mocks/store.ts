/**
 * The small store behind the msw handlers (Vitest) and the local contract API (server/, which keeps
 * it in a JSON file): the demo accounts of the README and the rules a demo visitor meets. SMS codes
 * are 6 digits, valid 5 minutes, single use, replaced by a newer one, one send per phone per 60 s;
 * registration refuses a known phone; a QR can be scanned for 2 minutes, and a scan by a WeChat
 * user bound to no customer can be bound for 10 minutes. No node imports: it runs in jsdom too.
 */
import {
  CODE_REFUSED,
  CODE_UNAUTHORIZED,
  FIELD_MESSAGE,
  PHONE_PATTERN,
  type BindExistBody,
  type CustomerProfile,
  type InquiryBody,
  type OrderStatistics,
  type RegisterBody,
  type Salesman,
  type SmsPurpose,
  type WxLoginState,
} from '@/contract';

export const SMS_CODE_TTL_MS = 5 * 60_000;
const SMS_RESEND_MS = 60_000;
const WX_SCAN_TTL_MS = 2 * 60_000;
const WX_BIND_TTL_MS = 10 * 60_000;

export const SMS_PURPOSE_LABEL: Record<SmsPurpose, string> = {
  login: '登录验证码',
  register: '注册验证码',
  bind: '绑定微信验证码',
};

/** A customer: the profile of the contract, all of it known, plus what the store keeps. */
export type Customer = Required<Omit<CustomerProfile, 'salesman'>> & {
  salesman: Salesman & { wxQrCode: string | null };
  /** Empty for customers who registered by SMS: password login is refused. */
  password: string;
  stats?: OrderStatistics;
  /** The WeChat user bound to the customer. */
  wxOpenId?: string;
};
export type SmsCode = { uuid: string; phoneNumber: string; purpose: SmsPurpose; code: string } & {
  sentAt: number;
  expiresAt: number;
  /** 'replaced' once a newer code went to the same phone for the same purpose. */
  status: 'active' | 'used' | 'replaced';
};
type WxSession = { uuid: string; ticket: string; state: WxLoginState; createdAt: number } & {
  scannedAt?: number;
  openId?: string;
  /** Set when state is '1'. */
  token?: string;
};
export type InquiryRecord = InquiryBody & { id: string; receivedAt: number };

/** Everything the store keeps: what the server writes to its data file. */
export interface StoreData {
  /** 2 since the lean store; a data file of another shape is replaced by the seed. */
  version: 2;
  customers: Customer[];
  smsCodes: SmsCode[];
  tokens: Record<string, { customerNo: string }>;
  wxSessions: WxSession[];
  inquiries: InquiryRecord[];
}

const WANG: Customer['salesman'] = {
  nickName: '王海峰',
  phonenumber: '13912345678',
  wxQrCode: '/salesman/wang-haifeng-qr.svg',
};

export function seedData(): StoreData {
  return {
    version: 2,
    customers: [
      {
        customerNo: 'C10086',
        password: '123456',
        phoneNumber: '13800138000',
        companyName: '佛山顺德美食广场管理有限公司',
        userName: '张建国',
        salesman: WANG,
        stats: { total: 36, pending: 2, producing: 5, shipped: 3, finished: 26 },
        wxOpenId: 'wx-zhang',
      },
      {
        customerNo: 'C10087',
        password: '123456',
        phoneNumber: '13800138001',
        companyName: '广州天河区某中学',
        userName: '李娜',
        salesman: { nickName: '陈思远', phonenumber: '13711112222', wxQrCode: null },
        stats: { total: 8, pending: 1, producing: 2, shipped: 1, finished: 4 },
      },
    ],
    smsCodes: [],
    tokens: {},
    wxSessions: [],
    inquiries: [],
  };
}

export type Result<T> = { ok: true; value: T } | { ok: false; code: number; msg: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refuse = (msg: string, code: number = CODE_REFUSED) => ({ ok: false, code, msg }) as const;
/** 64 random hex digits (tokens take 48, tickets 40). */
const hex = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
const copy = <T>(value: T): T => structuredClone(value);

export interface StoreOptions {
  /** Data to start from (the server's data file); the seed when it is not store data. */
  data?: unknown;
  /** Called with the data after every change (the server writes its file). */
  onChange?: (data: StoreData) => void;
  /** Called for every code "texted" (the server prints it). */
  onSms?: (sms: SmsCode) => void;
}

export type MockStore = ReturnType<typeof createStore>;

export function createStore({ data, onChange, onSms }: StoreOptions = {}) {
  let now = () => Date.now();
  let db = (data as StoreData | undefined)?.version === 2 ? (data as StoreData) : seedData();
  /** Call after every change: keeps the newest 50 codes and 200 scan sessions, then reports. */
  const save = () => {
    db.smsCodes = db.smsCodes.slice(-50);
    db.wxSessions = db.wxSessions.slice(-200);
    onChange?.(db);
  };
  save();

  const customerByPhone = (phone: string) => db.customers.find((c) => c.phoneNumber === phone);
  const customerByNo = (no?: string) => db.customers.find((c) => c.customerNo === no);
  const customerByToken = (token: string) => customerByNo(db.tokens[token]?.customerNo);
  const customerByWx = (openId: string) => db.customers.find((c) => c.wxOpenId === openId);
  const issueToken = (customerNo: string) => {
    const token = hex().slice(0, 48);
    db.tokens[token] = { customerNo };
    return token;
  };
  const signIn = (customerNo: string): Result<string> => {
    const token = issueToken(customerNo);
    save();
    return ok(token);
  };
  const unauthorized = refuse('登录状态已过期，请重新登录', CODE_UNAUTHORIZED);
  const sessionGone = refuse('微信授权已失效，请重新扫码');

  function scanRefusal(session?: WxSession) {
    if (!session) return '二维码不存在，请在网页上刷新二维码';
    if (session.state !== '0') return '二维码已被使用，请在网页上刷新二维码';
    if (now() - session.createdAt >= WX_SCAN_TTL_MS) return '二维码已过期，请在网页上刷新二维码';
    return null;
  }

  /** Checks a code for phone and purpose: null and used up when right, a refusal otherwise. */
  function verifyCode(purpose: SmsPurpose, phoneNumber: string, code: string, uuid: string) {
    if (!code) return refuse(FIELD_MESSAGE.code);
    const sms = db.smsCodes.find((c) => c.uuid === uuid && c.purpose === purpose);
    if (sms?.status !== 'active') return refuse('验证码已失效，请重新获取');
    if (sms.phoneNumber !== phoneNumber) return refuse('手机号与接收验证码的手机号不一致');
    if (now() >= sms.expiresAt) return refuse('验证码已过期，请重新获取');
    if (sms.code === code) {
      sms.status = 'used';
      return null;
    }
    return refuse('验证码错误');
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
    /** Why the QR of a ticket cannot be scanned now, or null. */
    scanRefusal: (ticket: string) => scanRefusal(db.wxSessions.find((s) => s.ticket === ticket)),
    salesmanByQrPath: (path: string) =>
      copy(db.customers.find((c) => c.salesman.wxQrCode === path)?.salesman),
    /** The WeChat users the scan page offers: those bound to a customer, and 'wx-new'. */
    wxUsers(): { openId: string; userName?: string }[] {
      const bound = db.customers.flatMap(({ wxOpenId: openId, userName }) =>
        openId ? [{ openId, userName }] : [],
      );
      return bound.some((u) => u.openId === 'wx-new') ? bound : [...bound, { openId: 'wx-new' }];
    },

    /** Keeps a checked enquiry and answers its id (XJ + date + sequence). */
    addInquiry(body: InquiryBody): string {
      const day = new Date(now()).toISOString().slice(0, 10).replaceAll('-', '');
      const id = `XJ${day}${String(db.inquiries.length + 1).padStart(4, '0')}`;
      db.inquiries.push({ ...body, id, receivedAt: now() });
      save();
      return id;
    },

    sendCode(purpose: SmsPurpose, phoneNumber: string): Result<string> {
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
      const registered = !!customerByPhone(phoneNumber);
      if (purpose === 'register' && registered) return refuse('该手机号已注册，请直接登录');
      if (purpose !== 'register' && !registered) return refuse('该手机号未注册');
      const t = now();
      const last = db.smsCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
      const wait = (last?.sentAt ?? -Infinity) + SMS_RESEND_MS - t;
      if (wait > 0) return refuse(`发送太频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`);
      for (const old of db.smsCodes) {
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
      db.smsCodes.push(sms);
      save();
      onSms?.(copy(sms));
      return ok(sms.uuid);
    },

    loginWithPassword(username: string, password: string): Result<string> {
      if (!username || !password) return refuse('请输入客户编号和密码');
      const customer = customerByNo(username.toUpperCase());
      if (!customer?.password || customer.password !== password)
        return refuse('客户编号或密码错误');
      return signIn(customer.customerNo);
    },

    loginWithSms(phoneNumber: string, code: string, uuid: string): Result<string> {
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
      const customer = customerByPhone(phoneNumber);
      if (!customer) return refuse('该手机号未注册');
      return verifyCode('login', phoneNumber, code, uuid) ?? signIn(customer.customerNo);
    },

    register(input: RegisterBody): Result<string> {
      const { phoneNumber, companyName } = input;
      if (!input.checked) return refuse('请先勾选同意用户服务协议和隐私政策');
      if (!companyName) return refuse(FIELD_MESSAGE.companyName);
      if ([...companyName].length > 100) return refuse('公司名称不能超过 100 个字');
      if (/[\p{Cc}\u2028\u2029]/u.test(companyName))
        return refuse('公司名称不能包含换行或控制字符');
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
      if (customerByPhone(phoneNumber)) return refuse('该手机号已注册，请直接登录');
      const refused = verifyCode('register', phoneNumber, input.code, input.uuid);
      if (refused) return refused;
      const customerNo = `C${10086 + db.customers.length}`;
      // A registrant gives no person's name: the customer is the company they typed.
      const fields = { password: '', userName: companyName, salesman: WANG };
      db.customers.push({ customerNo, phoneNumber, companyName, ...fields });
      return signIn(customerNo);
    },

    profile(token: string): Result<CustomerProfile> {
      const c = customerByToken(token);
      if (!c) return unauthorized;
      const { userName, customerNo, companyName, phoneNumber, salesman } = c;
      return ok(copy({ userName, customerNo, companyName, phoneNumber, salesman }));
    },

    orderStatistics(token: string): Result<OrderStatistics> {
      const c = customerByToken(token);
      const empty = { total: 0, pending: 0, producing: 0, shipped: 0, finished: 0 };
      return c ? ok({ ...(c.stats ?? empty) }) : unauthorized;
    },

    createWxSession(): { ticket: string; uuid: string } {
      const session = { uuid: crypto.randomUUID(), ticket: `gQ${hex().slice(0, 40)}` };
      db.wxSessions.push({ ...session, state: '0', createdAt: now() });
      save();
      return session;
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
      const refusal = scanRefusal(session);
      if (!session || refusal) return refuse(refusal!);
      // A well-formed openId bound to no customer is a WeChat user with no account yet.
      if (!/^wx-[a-z0-9-]{1,40}$/.test(openId)) return refuse('微信用户不存在');
      const customer = customerByWx(openId);
      const token = customer && issueToken(customer.customerNo);
      Object.assign(session, { openId, scannedAt: now(), state: customer ? '1' : '2', token });
      save();
      return ok({ state: session.state, customer: copy(customer) });
    },

    /** Links the WeChat user who scanned session `wxCode` (state '2') to the customer of the phone. */
    bindWx(input: BindExistBody): Result<string> {
      const { phoneNumber, wxCode } = input;
      if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
      const session = db.wxSessions.find((s) => s.uuid === wxCode);
      if (session?.state === '0') return refuse('请先使用微信扫码');
      const openId = session?.state === '2' ? session.openId : undefined;
      if (!session || !openId || now() - (session.scannedAt ?? 0) >= WX_BIND_TTL_MS)
        return sessionGone;
      const customer = customerByPhone(phoneNumber);
      if (!customer) return refuse('该手机号未注册');
      const refused = verifyCode('bind', phoneNumber, input.code, input.uuid);
      if (refused) return refused;
      // One WeChat user per customer and one customer per WeChat user.
      for (const c of db.customers) if (c.wxOpenId === openId) delete c.wxOpenId;
      customer.wxOpenId = openId;
      const token = issueToken(customer.customerNo);
      Object.assign(session, { state: '1', token });
      save();
      return ok(token);
    },
  };
}

/** The shared store of the msw handlers in Vitest; the server makes its own. */
export const store = createStore();
