import { callLazily } from '@/lib/http/call-lazily';
import type { BindExistBody } from '@/contract';

export type { BindExistBody };

/** 获取扫码登录二维码 GET /api/wx/auth/get-ticket */
export const getWxTicket = () => callLazily((c) => c.ENDPOINTS.wxTicket);

/** 查询扫码状态 GET /api/wx/auth/check/{uuid} */
export const checkWxScan = (uuid: string) =>
  callLazily((c) => c.ENDPOINTS.wxCheck, { path: { uuid }, silent: true });

/** 微信绑定已有账号 POST /api/wx/auth/bind-exist-customer */
export const bindExistingCustomer = (body: BindExistBody) =>
  callLazily((c) => c.ENDPOINTS.wxBind, { data: body, silent: true });
