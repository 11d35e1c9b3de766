import { callLazily } from '@/lib/http/call-lazily';
import type { PasswordLoginBody, RegisterBody, TokenAnswer } from '@/contract';

export type { PasswordLoginBody, RegisterBody, TokenAnswer };

/** 密码登录 POST /api/cms/login */
export const loginWithPassword = (body: PasswordLoginBody) =>
  callLazily((c) => c.ENDPOINTS.login, { data: body, silent: true });

/** 用户注册 POST /api/cms/register */
export const register = (body: RegisterBody) =>
  callLazily((c) => c.ENDPOINTS.register, { data: body, silent: true });
