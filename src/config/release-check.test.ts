// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEnv, type AppEnv } from './env';
import { sampleFacts, sampleFactsReport } from './release-check';
import { site, type SiteConfig } from './site';
import { siteFooter, type FooterConfig } from './site-footer';
import { company } from './company';

/** The site file as a deployer fills it: the company's own filing number, domain and phones. */
function filledSite(): SiteConfig {
  const filled = structuredClone(site);
  filled.company.icp = '粤ICP备2006123456号-1';
  filled.company.email = 'sales@chengchuan.com.cn';
  filled.business.contactPhones = ['138-2883-1234'];
  return filled;
}

/** The footer as it reads the filled site file and environment. */
function filledFooter(): FooterConfig {
  const filled = structuredClone(siteFooter);
  filled.beian.title = filledSite().company.icp;
  for (const column of filled.columns)
    for (const item of column.items)
      item.link = item.link.replace('ucenter-test.chengchuan.example', 'ucenter.chengchuan.com.cn');
  return filled;
}

/** A production environment with the company's own hosts. */
const filledEnv: AppEnv = readEnv(
  {
    VITE_APP_ENV: 'production',
    VITE_API_BASE: 'https://api.chengchuan.com.cn',
    VITE_UCENTER_URL: 'https://ucenter.chengchuan.com.cn',
    VITE_HOME_URL: 'https://ucenter.chengchuan.com.cn',
    VITE_FILE_HOST: 'https://files.chengchuan.com.cn',
    VITE_STATIC_HOST: 'https://static.chengchuan.com.cn',
    VITE_WX_QR_PREFIX: 'https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=',
    VITE_TOKEN_DOMAINS: '.chengchuan.com.cn',
    VITE_SITE_ORIGIN: 'https://www.chengchuan.com.cn',
  },
  '1.0.0-abc1234',
);

describe('sampleFacts', () => {
  it('names each sample fact of the shipped site file by its path', () => {
    const facts = sampleFacts({ site, footer: siteFooter });
    const where = facts.map((fact) => fact.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'site.company.email',
        'site.company.icp',
        'site.business.contactPhones[0]',
      ]),
    );
    // One fact stated twice is one line naming both places.
    expect(facts.find((fact) => fact.where === 'site.company.icp')).toEqual({
      where: 'site.company.icp',
      alsoAt: ['footer.beian.title'],
      value: '粤ICP备00000000号-1',
      what: 'the sample filing number 00000000',
    });
    expect(facts.find((fact) => fact.where === 'site.company.email')?.what).toMatch(/e-mail/);
    expect(facts.find((fact) => fact.where === 'site.business.contactPhones[0]')).toMatchObject({
      value: '138-0000-1234',
      what: 'a sample phone number, a 0000 group',
    });
    // The 客户中心 link of the test environment's user centre, named by its column and title.
    expect(where).toContain('footer.columns[关于我们].items[客户中心].link');
    // The real facts are left alone: hotline, landline, address, friendly links.
    expect(facts.map((fact) => fact.value)).not.toEqual(
      expect.arrayContaining([site.company.hotline]),
    );
    expect(facts.map((fact) => fact.value)).not.toEqual(
      expect.arrayContaining([site.company.phone]),
    );
    expect(where.some((w) => w.includes('friendships'))).toBe(false);
  });

  it('names the .example hosts of the environment by their variable', () => {
    const env = { ...filledEnv, apiBase: 'https://api.chengchuan.example' };
    env.tokenDomains = ['localhost', '.chengchuan.example'];
    expect(sampleFacts({ env })).toEqual([
      {
        where: 'env.apiBase (VITE_API_BASE)',
        alsoAt: [],
        value: 'https://api.chengchuan.example',
        what: 'an .example host',
      },
      {
        where: 'env.tokenDomains[1] (VITE_TOKEN_DOMAINS)',
        alsoAt: [],
        value: '.chengchuan.example',
        what: 'an .example host',
      },
    ]);
  });

  it('finds nothing in a filled site file and environment', () => {
    expect(sampleFacts({ site: filledSite(), footer: filledFooter(), env: filledEnv })).toEqual([]);
  });

  it('tells a sample phone number from a real one and from other numbers', () => {
    const facts = (value: string) => sampleFacts({ value }).map((fact) => fact.what);
    expect(facts('138-0000-1234')).toEqual(['a sample phone number, a 0000 group']);
    expect(facts('0757 0000 1234')).toEqual(['a sample phone number, a 0000 group']);
    expect(facts('138-2883-1234')).toEqual([]);
    expect(facts(company.hotline)).toEqual([]);
    expect(facts('© 2006–2026 澄川商用厨房设备有限公司 版权所有')).toEqual([]);
    expect(facts('http://localhost:3003')).toEqual([]);
    expect(facts('https://www.example.com/')).toEqual([]);
  });
});

describe('sampleFactsReport', () => {
  it('says nothing when none is left, and else names each fact on a line of its own', () => {
    expect(sampleFactsReport([], 'production')).toBe('');
    const report = sampleFactsReport(sampleFacts({ site, footer: siteFooter }), 'production');
    const lines = report.split('\n');
    expect(lines[0]).toMatch(/^WARNING: \d+ sample facts are still in the site file/);
    expect(lines[0]).toContain('.env.production');
    expect(report).toMatch(
      /site\.company\.icp +粤ICP备00000000号-1 +\(the sample filing number 00000000; also footer\.beian\.title\)/,
    );
    expect(report).toContain('138-0000-1234');
    expect(report).toContain('sales@chengchuan.example');
    expect(lines.at(-1)).toContain('npm run check:release');
  });
});
