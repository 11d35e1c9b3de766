import { call } from '@/lib/http/client';
import type {
  BindExistBody,
  WxCheckAnswer,
  WxLoginState,
  WxTicket,
  WxTicketAnswer,
} from '@/contract';
import { ENDPOINTS } from '@/contract/endpoints';

export type { BindExistBody, WxCheckAnswer, WxLoginState, WxTicket, WxTicketAnswer };

/** 获取扫码登录二维码 GET /api/wx/auth/get-ticket */
export const getWxTicket = () => call(ENDPOINTS.wxTicket);

/** 查询扫码状态 GET /api/wx/auth/check/{uuid} */
export const checkWxScan = (uuid: string) =>
  call(ENDPOINTS.wxCheck, { path: { uuid }, silent: true });

/** 微信绑定已有账号 POST /api/wx/auth/bind-exist-customer */
export const bindExistingCustomer = (body: BindExistBody) =>
  call(ENDPOINTS.wxBind, { data: body, silent: true });
