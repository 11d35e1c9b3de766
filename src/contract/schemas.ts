/**
 * The valibot schemas of the contract's bodies and answers; the types are inferred from them
 * (index.ts re-exports the types only, so a first visit that imports '@/contract' loads no
 * valibot). The schemas themselves are imported from './endpoints' by the http client, the local
 * API and the tests: they load with the forms and islands that call the API.
 */
import * as v from 'valibot';
import type { InquiryBody } from './inquiry';
import { checkInquiry } from './inquiry-check';
import { answer, may, need } from './tolerant';

/**
 * A text field of a request body as the company API takes it: a string (trimmed unless `trim` is
 * false), a finite number as its digits, '' when missing or null; anything else is refused with
 * `参数 <name> 格式错误，应为文本`.
 */
const text = (name: string, trim = true) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.check(
      (value) =>
        value === null ||
        typeof value === 'string' ||
        (typeof value === 'number' && Number.isFinite(value)),
      `参数 ${name} 格式错误，应为文本`,
    ),
    v.transform((value) => {
      // The check above let only null, text and finite numbers through.
      const string = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      return trim ? string.trim() : string;
    }),
  );

export const passwordLoginBody = v.object({
  /** Customer number (客户编号). */
  username: text('username'),
  password: text('password', false),
});

export const registerBody = v.object({
  phoneNumber: text('phoneNumber'),
  code: text('code'),
  companyName: text('companyName'),
  /** The agreement checkbox: only `true` counts. */
  checked: v.pipe(
    v.optional(v.unknown(), false),
    v.transform((value) => value === true),
  ),
  /** The `data` of the registerCode answer. */
  uuid: text('uuid'),
});

export const smsLoginBody = v.object({
  phoneNumber: text('phoneNumber'),
  code: text('code'),
  /** The `data` of the loginCode answer. */
  uuid: text('uuid'),
});

export const bindExistBody = v.object({
  phoneNumber: text('phoneNumber'),
  code: text('code'),
  /** The `data` of the bindWxPhoneCode answer. */
  uuid: text('uuid'),
  /** The uuid of the scan session whose check answered isLogin '2'. */
  wxCode: text('wxCode'),
});

/** The query of the send-code calls. */
export const sendCodeQuery = v.object({ phoneNumber: text('phoneNumber') });

/** The enquiry body: the rules of checkInquiry (inquiry-check.ts), each with its Chinese message. */
export const inquiryBody = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): InquiryBody => {
    const checked = checkInquiry(dataset.value);
    if (checked.ok) return checked.body;
    addIssue({ message: checked.msg });
    return NEVER;
  }),
);

// Answers are read by the rule of ./tolerant.ts: need(…) what the client uses, may(…) the rest.

const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** Login, register and bind answer: the token sits beside code and msg. */
export const tokenAnswer = answer({ token: need(nonEmpty) });

/** Send-code answer: `data` is the uuid to send back with the code. */
export const sendCodeAnswer = answer({ data: need(nonEmpty) });

const wxTicket = v.object({
  /** QR ticket: the image is the configured QR-ticket prefix + this value. */
  ticket: need(v.string()),
  /** Scan session id, polled with /check/{uuid}. */
  uuid: need(v.string()),
});
export const wxTicketAnswer = answer({ data: need(wxTicket) });

/** '0' waiting, '1' logged in (token set), '2' scanned by a WeChat user with no account: bind one. */
const wxLoginState = v.picklist(['0', '1', '2']);

/** Scan check answer; `expired` tells the ticket can no longer be scanned. */
export const wxCheckAnswer = answer({
  isLogin: need(wxLoginState),
  token: may(v.string()),
  expired: may(v.boolean()),
});

const salesman = v.object({
  nickName: need(v.string()),
  phonenumber: need(v.string()),
  /** Path of the salesman's WeChat QR image on the file host; empty when they have none. */
  wxQrCode: may(v.nullable(v.string())),
});

/** The part of the profile the site shows; the rest is dropped. */
const customerProfile = v.object({
  userName: need(v.string()),
  /** Customer number (客户编号). */
  customerNo: may(v.string()),
  companyName: may(v.string()),
  phoneNumber: may(v.string()),
  /** The salesman is shown whole: when there is one, a wrong type is malformed. */
  salesman: need(v.nullish(salesman)),
});
export const profileAnswer = answer({ data: need(customerProfile) });

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/**
 * 总数, 待确认, 生产中, 已发货, 已完成. The company has not fixed this answer's shape: each count
 * that is a number shows, any other is `—`, and no data at all is 暂无订单数据 (never an error).
 */
const orderStatistics = v.object({
  total: may(count),
  pending: may(count),
  producing: may(count),
  shipped: may(count),
  finished: may(count),
});
export const orderStatisticsAnswer = answer({ data: may(orderStatistics) });

/** The enquiry's number, when the backend gives one: code 200 alone is a lead received. */
export const inquiryAnswer = answer({ data: may(v.object({ id: may(v.string()) })) });

/** Where the uploaded file now lives (what the enquiry sends), and its stored name (RuoYi's /common/upload). */
export const uploadAnswer = answer({ url: need(nonEmpty), fileName: may(v.string()) });

export type PasswordLoginBody = v.InferOutput<typeof passwordLoginBody>;
export type RegisterBody = v.InferOutput<typeof registerBody>;
export type SmsLoginBody = v.InferOutput<typeof smsLoginBody>;
export type BindExistBody = v.InferOutput<typeof bindExistBody>;
export type TokenAnswer = v.InferOutput<typeof tokenAnswer>;
export type SendCodeAnswer = v.InferOutput<typeof sendCodeAnswer>;
export type WxTicketAnswer = v.InferOutput<typeof wxTicketAnswer>;
export type WxLoginState = v.InferOutput<typeof wxLoginState>;
export type WxCheckAnswer = v.InferOutput<typeof wxCheckAnswer>;
export type Salesman = v.InferOutput<typeof salesman>;
export type CustomerProfile = v.InferOutput<typeof customerProfile>;
export type ProfileAnswer = v.InferOutput<typeof profileAnswer>;
export type OrderStatistics = v.InferOutput<typeof orderStatistics>;
export type OrderStatisticsAnswer = v.InferOutput<typeof orderStatisticsAnswer>;
export type InquiryAnswer = v.InferOutput<typeof inquiryAnswer>;
export type UploadAnswer = v.InferOutput<typeof uploadAnswer>;
