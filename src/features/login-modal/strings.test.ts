// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { LABEL, MESSAGE, MODE_TITLE, SUBMIT_LABEL, TEXT } from './strings';

/**
 * The literal docs/UI-CONTRACT.md strings. The component tests find elements by these literals too;
 * this table pins the constants themselves so a rewording fails here first.
 */
describe('login modal strings match docs/UI-CONTRACT.md', () => {
  it.each([
    ['MESSAGE.username', MESSAGE.username, '请输入客户编号'],
    ['MESSAGE.password', MESSAGE.password, '请输入密码'],
    ['MESSAGE.phoneRequired', MESSAGE.phoneRequired, '请输入手机号'],
    ['MESSAGE.phonePattern', MESSAGE.phonePattern, '请输入正确的手机号'],
    ['MESSAGE.code', MESSAGE.code, '请输入验证码'],
    ['MESSAGE.companyName', MESSAGE.companyName, '请填写公司名称'],
    ['MESSAGE.checked', MESSAGE.checked, '请勾选同意以下条款'],
    ['TEXT.loginSuccess', TEXT.loginSuccess, '登录成功！'],
    ['TEXT.sendSuccess', TEXT.sendSuccess, '发送成功！'],
    ['TEXT.loginFailed', TEXT.loginFailed, '登录失败！'],
    ['TEXT.sendFailed', TEXT.sendFailed, '发送失败！'],
    ['NETWORK_ERROR_MSG', NETWORK_ERROR_MSG, '网络异常，请稍后重试'],
    ['MODE_TITLE.password', MODE_TITLE.password, '密码登录'],
    ['MODE_TITLE.phone', MODE_TITLE.phone, '手机免密登录'],
    ['MODE_TITLE.bind', MODE_TITLE.bind, '绑定已有账号'],
    ['MODE_TITLE.register', MODE_TITLE.register, '用户注册'],
    ['TEXT.bindHint', TEXT.bindHint, '微信扫码成功，请绑定已有账号'],
    ['TEXT.sendCode', TEXT.sendCode, '获取验证码'],
    ['TEXT.countdown(60)', TEXT.countdown(60), '60秒后重新获取'],
    ['TEXT.countdown(1)', TEXT.countdown(1), '1秒后重新获取'],
    ['TEXT.toggle', TEXT.toggle, '切换登录方式'],
    ['TEXT.registerLink', TEXT.registerLink, '首次使用？点击注册'],
    ['TEXT.qrAlt', TEXT.qrAlt, '微信扫码登录'],
    ['TEXT.registerNoticeAlt', TEXT.registerNoticeAlt, '注册须知'],
    ['TEXT.agree', TEXT.agree, '我已阅读并同意'],
    ['TEXT.terms', TEXT.terms, '《用户服务协议》'],
    ['TEXT.privacy', TEXT.privacy, '《隐私政策》'],
    ['SUBMIT_LABEL.password', SUBMIT_LABEL.password, '登录'],
    ['SUBMIT_LABEL.phone', SUBMIT_LABEL.phone, '登录'],
    ['SUBMIT_LABEL.bind', SUBMIT_LABEL.bind, '绑定并登录'],
    ['SUBMIT_LABEL.register', SUBMIT_LABEL.register, '注册'],
    ['LABEL.username', LABEL.username, '客户编号'],
    ['LABEL.password', LABEL.password, '密码'],
    ['LABEL.phoneNumber', LABEL.phoneNumber, '手机号'],
    ['LABEL.code', LABEL.code, '验证码'],
    ['LABEL.companyName', LABEL.companyName, '公司名称'],
  ])('%s is %s', (_name, actual, literal) => {
    expect(actual).toBe(literal);
  });
});
