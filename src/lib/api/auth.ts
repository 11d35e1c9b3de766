import { http } from '@/lib/http/client';
import { PATHS, type PasswordLoginBody, type RegisterBody, type TokenAnswer } from '@/contract';

export type { PasswordLoginBody, RegisterBody, TokenAnswer };

/** 密码登录 POST /api/cms/login */
export const loginWithPassword = (body: PasswordLoginBody) =>
  http.post<TokenAnswer>(PATHS.login, body, { silent: true });

/** 用户注册 POST /api/cms/register */
export const register = (body: RegisterBody) =>
  http.post<TokenAnswer>(PATHS.register, body, { silent: true });
