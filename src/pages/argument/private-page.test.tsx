import { describe, expect, it } from 'vitest';
import { privacyTerms } from '@/content/terms';
import { describeTermsPage } from '@/test/terms-page-cases';
import { PrivateTermsPage } from './private-page';
import { chineseNumber } from './sections/terms-document';

describeTermsPage({
  Page: PrivateTermsPage,
  url: '/argument/private',
  h1: '隐私政策',
  doc: privacyTerms,
});

describe('隐私政策 content', () => {
  it('covers cookies, storage in China, retention, rights and minors', () => {
    const text = JSON.stringify(privacyTerms);
    for (const words of [
      'User-Token',
      'Cookie',
      '中国境内',
      '存储期限',
      '《个人信息保护法》',
      '删除权',
      '未成年人',
      '专属业务员',
    ]) {
      expect(text).toContain(words);
    }
    expect(privacyTerms.chapters.map((c) => c.id)).toEqual(
      expect.arrayContaining(['cookies', 'storage', 'rights', 'minors']),
    );
  });

  it('numbers chapters in Chinese', () => {
    expect([1, 9, 10, 12, 15, 20, 23].map(chineseNumber)).toEqual([
      '一',
      '九',
      '十',
      '十二',
      '十五',
      '二十',
      '二十三',
    ]);
  });
});
