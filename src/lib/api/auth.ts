import { http } from '@/lib/http/client';
import type { ApiEnvelope } from './envelope';

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

export const AUTH_PATHS = {
  login: '/api/cms/login',
  register: '/api/cms/register',
} as const;

/** 密码登录 POST /api/cms/login */
export const loginWithPassword = (body: PasswordLoginBody) =>
  http.post<TokenAnswer>(AUTH_PATHS.login, body, { silent: true });

/** 用户注册 POST /api/cms/register */
export const register = (body: RegisterBody) =>
  http.post<TokenAnswer>(AUTH_PATHS.register, body, { silent: true });
