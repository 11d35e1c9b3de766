/**
 * The login dialog's titles, field labels and password-mode placeholders (docs/UI-CONTRACT.md),
 * with nothing imported at run time: the plain frame that stands in for the dialog while it loads
 * (src/app/login-frame) reads them from the first visit's files.
 */
import type { LoginMode } from './strings';

export const MODE_TITLE: Record<LoginMode, string> = {
  password: '密码登录',
  phone: '手机免密登录',
  bind: '绑定已有账号',
  register: '用户注册',
};

export const SUBMIT_LABEL: Record<LoginMode, string> = {
  password: '登录',
  phone: '登录',
  bind: '绑定并登录',
  register: '注册',
};

export const LABEL = {
  username: '客户编号',
  password: '密码',
  phoneNumber: '手机号',
  code: '验证码',
  companyName: '公司名称',
} as const;

/** What the password mode's fields show while empty. */
export const PLACEHOLDER = {
  username: '请输入客户编号，如 C10086',
  password: '请输入密码',
} as const;
