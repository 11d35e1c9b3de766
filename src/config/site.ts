import wechatServiceQr from '@/assets/qr/wechat-service.svg';
import { company, type Company } from './company';

export interface SiteConfig {
  name: string;
  title: string;
  keywords: string;
  description: string;
  favicon: string;
  company: Company;
  business: { contactPhones: string[]; wechatQr: string; wechatId: string };
}

/**
 * The site configuration of spec section 3: the header's and every page's text comes from here,
 * the footer's from ./site-footer.ts (apart: the footer's code and words load after the page is
 * ready, src/app/page-data.ts).
 */
export const site: SiteConfig = {
  name: '澄川厨装',
  title: '澄川厨装 — 商用厨房设备整体解决方案',
  keywords: '商用厨房设备, 保温台, 冷柜, 商用灶台, 消毒柜, 油烟净化, 蒸饭柜, 商用净水机',
  description:
    '澄川厨装专注商用厨房设备研发、制造与工程服务，为学校、医院、企业食堂、酒店与连锁餐饮提供整体厨房解决方案。',
  favicon: '/favicon.svg',
  company,

  business: {
    contactPhones: ['138-0000-1234'],
    wechatQr: wechatServiceQr,
    wechatId: 'chengchuan-kf',
  },
};

/** The plant's address on Amap (a plain URL: no map script in the page). */
export const mapUrl = ({ position, address, name }: SiteConfig['company']) =>
  `https://uri.amap.com/marker?position=${position.lng},${position.lat}&name=${encodeURIComponent(
    `${name}（${address}）`,
  )}&coordinate=gaode&callnative=0`;
