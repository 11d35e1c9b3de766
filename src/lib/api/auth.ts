import { http } from '@/lib/http/client';
import { PATHS, type ApiEnvelope } from '@/contract';

export interface PasswordLoginBody {
  /** Customer number (客户编号). */
  username: string;
  password: string;
}

export interface RegisterBody {
  phoneNumber: string;
  code: string;
  companyName: string;
  checked: boolean;
  /** The `data` of the registerCode answer. */
  uuid: string;
}

/** Login and register answer: the token sits beside code and msg. */
export interface TokenAnswer extends ApiEnvelope {
  token: string;
}

/** 密码登录 POST /api/cms/login */
export const loginWithPassword = (body: PasswordLoginBody) =>
  http.post<TokenAnswer>(PATHS.login, body, { silent: true });

/** 用户注册 POST /api/cms/register */
export const register = (body: RegisterBody) =>
  http.post<TokenAnswer>(PATHS.register, body, { silent: true });
