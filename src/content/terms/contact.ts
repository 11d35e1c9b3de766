import { site } from '@/config/site';

/** How the two documents name the company and how to reach it. */
export const COMPANY = site.company.name;
export const ADDRESS = site.company.address;
export const PHONE = site.company.phone;
export const HOTLINE = site.company.hotline;
export const PRIVACY_MAIL = 'privacy@chengchuan.example';
