import { call } from '@/lib/http/client';
import type { PasswordLoginBody, RegisterBody, TokenAnswer } from '@/contract';
import { ENDPOINTS } from '@/contract/endpoints';

export type { PasswordLoginBody, RegisterBody, TokenAnswer };

/** 密码登录 POST /api/cms/login */
export const loginWithPassword = (body: PasswordLoginBody) =>
  call(ENDPOINTS.login, { data: body, silent: true });

/** 用户注册 POST /api/cms/register */
export const register = (body: RegisterBody) =>
  call(ENDPOINTS.register, { data: body, silent: true });
