import { describe, expect, it } from 'vitest';
import { registerTerms } from '@/content/terms';
import { describeTermsPage } from '@/test/terms-page-cases';
import { RegisterTermsPage } from './register-page';

describeTermsPage({
  Page: RegisterTermsPage,
  url: '/argument/register',
  h1: '用户服务协议',
  doc: registerTerms,
});

describe('用户服务协议 content', () => {
  it('covers registration, the three login methods, the customer centre and the salesman', () => {
    const text = JSON.stringify(registerTerms);
    for (const words of [
      '手机号',
      '短信验证码',
      '公司名称',
      '微信扫码登录',
      '绑定',
      '客户编号',
      '密码',
      '订单统计',
      '专属业务员',
      'User-Token',
    ]) {
      expect(text).toContain(words);
    }
  });
});
