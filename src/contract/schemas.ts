/**
 * The valibot schemas of the contract's bodies and answers; the types are inferred from them
 * (index.ts re-exports the types only, so a first visit that imports '@/contract' loads no
 * valibot). The schemas themselves are imported from './endpoints' by the http client, the local
 * API and the tests: they load with the forms and islands that call the API.
 */
import * as v from 'valibot';
import type { InquiryBody } from './inquiry';
import { checkInquiry } from './inquiry-check';

/** What every answer carries: a numeric code (CODE_OK = success) and maybe a msg. */
const envelope = { code: v.number(), msg: v.optional(v.string()) };

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

/** Login, register and bind answer: the token sits beside code and msg. */
export const tokenAnswer = v.object({ ...envelope, token: v.pipe(v.string(), v.minLength(1)) });

/** Send-code answer: `data` is the uuid to send back with the code. */
export const sendCodeAnswer = v.object({ ...envelope, data: v.pipe(v.string(), v.minLength(1)) });

const wxTicket = v.object({
  /** QR ticket: the image is the configured QR-ticket prefix + this value. */
  ticket: v.string(),
  /** Scan session id, polled with /check/{uuid}. */
  uuid: v.string(),
});
export const wxTicketAnswer = v.object({ ...envelope, data: wxTicket });

/** '0' waiting, '1' logged in (token set), '2' scanned by a WeChat user with no account: bind one. */
const wxLoginState = v.picklist(['0', '1', '2']);

/** Scan check answer; `expired` tells the ticket can no longer be scanned. */
export const wxCheckAnswer = v.object({
  ...envelope,
  isLogin: wxLoginState,
  token: v.optional(v.string()),
  expired: v.optional(v.boolean()),
});

const salesman = v.object({
  nickName: v.string(),
  phonenumber: v.string(),
  /** Path of the salesman's WeChat QR image on the file host; empty when they have none. */
  wxQrCode: v.nullish(v.string()),
});

/** The part of the profile the site shows; the rest is dropped. */
const customerProfile = v.object({
  userName: v.string(),
  /** Customer number (客户编号). */
  customerNo: v.optional(v.string()),
  companyName: v.optional(v.string()),
  phoneNumber: v.optional(v.string()),
  salesman: v.nullish(salesman),
});
export const profileAnswer = v.object({ ...envelope, data: customerProfile });

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** 总数, 待确认, 生产中, 已发货, 已完成. */
const orderStatistics = v.object({
  total: count,
  pending: count,
  producing: count,
  shipped: count,
  finished: count,
});
export const orderStatisticsAnswer = v.object({ ...envelope, data: orderStatistics });

/** The enquiry's number. */
export const inquiryAnswer = v.object({ ...envelope, data: v.object({ id: v.string() }) });

/** Where the uploaded file now lives, and its stored name (RuoYi's /common/upload). */
export const uploadAnswer = v.object({ ...envelope, url: v.string(), fileName: v.string() });

export type PasswordLoginBody = v.InferOutput<typeof passwordLoginBody>;
export type RegisterBody = v.InferOutput<typeof registerBody>;
export type SmsLoginBody = v.InferOutput<typeof smsLoginBody>;
export type BindExistBody = v.InferOutput<typeof bindExistBody>;
export type TokenAnswer = v.InferOutput<typeof tokenAnswer>;
export type SendCodeAnswer = v.InferOutput<typeof sendCodeAnswer>;
export type WxTicket = v.InferOutput<typeof wxTicket>;
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
