import officialAccountQr from '@/assets/qr/official-account.svg';
import shortVideoQr from '@/assets/qr/short-video.svg';
import { company } from './company';
import { env } from './env';
import { paths } from './paths';
import { routeTitle, type StaticRouteKey } from './routes';
import { SERIES } from './series';

interface LinkItem {
  title: string;
  link: string;
}

interface FooterColumn {
  title: string;
  items: LinkItem[];
}

export interface FooterConfig {
  columns: FooterColumn[];
  qrCodes: { title: string; src: string }[];
  friendships: LinkItem[];
  protocols: LinkItem[];
  copyright: string;
  beian: LinkItem;
}

/** A footer link to a page of the manifest, under its title there. */
const routeLink = (id: StaticRouteKey): LinkItem => ({ title: routeTitle(id), link: paths[id] });

/**
 * The footer's text (spec section 3, with ./site.ts): only the footer imports it, so its words
 * come with the footer's code, after the page is ready, not in every first visit's JS.
 */
export const siteFooter: FooterConfig = {
  columns: [
    {
      title: '产品中心',
      items: [
        ...SERIES.map((s) => ({ title: s.name, link: paths.series(s.ctype) })),
        routeLink('selector'),
      ],
    },
    {
      title: routeTitle('case'),
      items: [
        { title: '学校食堂', link: paths.caseSector('school') },
        { title: '医院营养厨房', link: paths.caseSector('hospital') },
        { title: '企业食堂', link: paths.caseSector('enterprise') },
        { title: '酒店后厨', link: paths.caseSector('hotel') },
        { title: '连锁餐饮', link: paths.caseSector('chain') },
      ],
    },
    {
      title: routeTitle('technology'),
      items: [
        { title: '研发中心', link: `${paths.technology}#rd` },
        { title: '专利成果', link: `${paths.technology}#patents` },
        { title: '标准参编', link: `${paths.technology}#standards` },
        routeLink('qualification'),
      ],
    },
    {
      title: '关于我们',
      items: [
        routeLink('about'),
        routeLink('progress'),
        routeLink('culture'),
        routeLink('factory'),
        routeLink('teamwork'),
        routeLink('joinus'),
        routeLink('contact'),
        routeLink('service'),
        routeLink('download'),
        { title: routeTitle('ucenter'), link: env.ucenterUrl },
      ],
    },
  ],
  qrCodes: [
    { title: '官方公众号', src: officialAccountQr },
    { title: '短视频号', src: shortVideoQr },
  ],
  friendships: [
    { title: '中国烹饪协会', link: 'http://www.ccas.com.cn/' },
    { title: '中国饭店协会', link: 'http://www.chinahotel.org.cn/' },
    { title: '全国市场监管信息公示', link: 'https://www.gsxt.gov.cn/' },
    { title: '国家标准全文公开系统', link: 'https://openstd.samr.gov.cn/' },
  ],
  protocols: [routeLink('register'), routeLink('private')],
  copyright: `© ${company.founded}–2026 ${company.name} 版权所有`,
  beian: { title: company.icp, link: 'https://beian.miit.gov.cn/' },
};
