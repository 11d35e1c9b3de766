import { http } from '@/lib/http/client';
import { PATHS, type ApiEnvelope, type DataEnvelope } from '@/contract';
import type { TokenAnswer } from './auth';

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

export interface BindExistBody {
  phoneNumber: string;
  code: string;
  /** The `data` of the bindWxPhoneCode answer. */
  uuid: string;
  /** The uuid of the scan session whose check answered isLogin '2'. */
  wxCode: string;
}

/** 获取扫码登录二维码 GET /api/wx/auth/get-ticket */
export const getWxTicket = () => http.get<WxTicketAnswer>(PATHS.wxTicket);

/** 查询扫码状态 GET /api/wx/auth/check/{uuid} */
export const checkWxScan = (uuid: string) =>
  http.get<WxCheckAnswer>(PATHS.wxCheck(uuid), { silent: true });

/** 微信绑定已有账号 POST /api/wx/auth/bind-exist-customer */
export const bindExistingCustomer = (body: BindExistBody) =>
  http.post<TokenAnswer>(PATHS.wxBind, body, { silent: true });
