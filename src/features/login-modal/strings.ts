/** Every visible string of the login modal (docs/UI-CONTRACT.md), in one place for the UI and the tests. */
import { FIELD_MESSAGE } from '@/contract';

export type LoginMode = 'password' | 'phone' | 'bind' | 'register';

export { LABEL, MODE_TITLE, SUBMIT_LABEL } from './labels';

export const TEXT = {
  toggle: '切换登录方式',
  registerLink: '首次使用？点击注册',
  backToLogin: '已有账号？返回登录',
  qrAlt: '微信扫码登录',
  qrHint: '请使用微信扫一扫登录',
  qrLoading: '二维码加载中…',
  qrFailed: '二维码获取失败，点击重试',
  qrExpired: '二维码已过期，点击刷新',
  bindHint: '微信扫码成功，请绑定已有账号',
  registerNoticeAlt: '注册须知',
  sendCode: '获取验证码',
  countdown: (n: number) => `${n}秒后重新获取`,
  agree: '我已阅读并同意',
  terms: '《用户服务协议》',
  privacy: '《隐私政策》',
  loginSuccess: '登录成功！',
  sendSuccess: '发送成功！',
  loginFailed: '登录失败！',
  sendFailed: '发送失败！',
  needCode: '请先获取验证码',
} as const;

/** The field messages of the contract (login modal's table in docs/UI-CONTRACT.md). */
export const MESSAGE = {
  username: FIELD_MESSAGE.username,
  password: FIELD_MESSAGE.password,
  phoneRequired: FIELD_MESSAGE.phoneRequired,
  phonePattern: FIELD_MESSAGE.phonePattern,
  code: FIELD_MESSAGE.code,
  companyName: FIELD_MESSAGE.companyName,
  checked: FIELD_MESSAGE.checked,
} as const;

export { PHONE_PATTERN } from '@/contract';
