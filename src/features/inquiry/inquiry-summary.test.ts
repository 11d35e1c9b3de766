// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { schoolInquiry } from '@/test/school-inquiry';
import { inquirySummary } from './inquiry-summary';

describe('inquirySummary', () => {
  it('lists contact, company, region, diners, models and quantities as plain text', () => {
    expect(inquirySummary(schoolInquiry('明年 8 月前交付'))).toBe(
      [
        '【澄川厨装 询价单】',
        '联系人：王老师',
        '手机号：13912345678',
        '公司名称：佛山市某中学',
        '所在地区：广东省佛山市',
        '就餐人数：1200\u00a0人',
        '询价型号：',
        '  CC-ZF-24E × 2',
        '  CC-LG-6D × 1',
        '需求说明：明年 8 月前交付',
      ].join('\n'),
    );
  });

  it('says 未填写 for the optional fields left empty', () => {
    const text = inquirySummary({
      contactName: '李',
      phoneNumber: '13800138000',
      companyName: '某公司',
      region: '',
      diners: null,
      message: '',
      items: [{ model: 'CC-JS-400', quantity: 1 }],
    });
    expect(text).toContain('所在地区：未填写');
    expect(text).toContain('就餐人数：未填写');
    expect(text).toContain('需求说明：未填写');
  });

  it('lists the floor plans, and words a /contact message as a message', () => {
    const base = {
      contactName: '李',
      phoneNumber: '13800138000',
      companyName: '',
      region: '',
      diners: null,
      message: '请来电',
      items: [],
    };
    expect(inquirySummary({ ...base, attachments: ['http://x/plan.pdf'] })).toContain(
      '平面图：\n  http://x/plan.pdf',
    );
    expect(inquirySummary({ ...base, source: 'contact' })).toBe(
      '【澄川厨装 留言咨询】\n联系人：李\n手机号：13800138000\n留言内容：请来电',
    );
  });
});
