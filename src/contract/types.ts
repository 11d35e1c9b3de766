import type { ApiEnvelope, DataEnvelope } from './envelope';

/** 密码登录 body. */
export interface PasswordLoginBody {
  /** Customer number (客户编号). */
  username: string;
  password: string;
}

/** 用户注册 body. */
export interface RegisterBody {
  phoneNumber: string;
  code: string;
  companyName: string;
  checked: boolean;
  /** The `data` of the registerCode answer. */
  uuid: string;
}

/** Login, register and bind answer: the token sits beside code and msg. */
export interface TokenAnswer extends ApiEnvelope {
  token: string;
}

/** 短信登录 body. */
export interface SmsLoginBody {
  phoneNumber: string;
  code: string;
  /** The `data` of the loginCode answer. */
  uuid: string;
}

/** Send-code answer: `data` is the uuid to send back with the code. */
export type SendCodeAnswer = DataEnvelope<string>;

export interface WxTicket {
  /** QR ticket: the image is the configured QR-ticket prefix + this value. */
  ticket: string;
  /** Scan session id, polled with /check/{uuid}. */
  uuid: string;
}

export type WxTicketAnswer = DataEnvelope<WxTicket>;

/** '0' waiting, '1' logged in (token set), '2' scanned by a WeChat user with no account: bind one. */
export type WxLoginState = '0' | '1' | '2';

/** Scan check answer; `expired` tells the ticket can no longer be scanned. */
export interface WxCheckAnswer extends ApiEnvelope {
  isLogin: WxLoginState;
  token?: string;
  expired?: boolean;
}

/** 微信绑定已有账号 body. */
export interface BindExistBody {
  phoneNumber: string;
  code: string;
  /** The `data` of the bindWxPhoneCode answer. */
  uuid: string;
  /** The uuid of the scan session whose check answered isLogin '2'. */
  wxCode: string;
}

export interface Salesman {
  nickName: string;
  phonenumber: string;
  /** Path of the salesman's WeChat QR image on the file host; empty when they have none. */
  wxQrCode?: string | null;
}

/** The part of the profile the site shows; the rest is ignored. */
export interface CustomerProfile {
  userName: string;
  /** Customer number (客户编号). */
  customerNo?: string;
  companyName?: string;
  phoneNumber?: string;
  salesman?: Salesman | null;
}

export interface OrderStatistics {
  total: number;
  /** 待确认 */
  pending: number;
  /** 生产中 */
  producing: number;
  /** 已发货 */
  shipped: number;
  /** 已完成 */
  finished: number;
}

export type ProfileAnswer = DataEnvelope<CustomerProfile>;
export type OrderStatisticsAnswer = DataEnvelope<OrderStatistics>;
