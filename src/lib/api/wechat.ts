import { http } from '@/lib/http/client';
import {
  PATHS,
  type BindExistBody,
  type TokenAnswer,
  type WxCheckAnswer,
  type WxLoginState,
  type WxTicket,
  type WxTicketAnswer,
} from '@/contract';

export type { BindExistBody, WxCheckAnswer, WxLoginState, WxTicket, WxTicketAnswer };

/** 获取扫码登录二维码 GET /api/wx/auth/get-ticket */
export const getWxTicket = () => http.get<WxTicketAnswer>(PATHS.wxTicket);

/** 查询扫码状态 GET /api/wx/auth/check/{uuid} */
export const checkWxScan = (uuid: string) =>
  http.get<WxCheckAnswer>(PATHS.wxCheck(uuid), { silent: true });

/** 微信绑定已有账号 POST /api/wx/auth/bind-exist-customer */
export const bindExistingCustomer = (body: BindExistBody) =>
  http.post<TokenAnswer>(PATHS.wxBind, body, { silent: true });
