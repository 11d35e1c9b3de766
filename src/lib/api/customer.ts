import { http } from '@/lib/http/client';
import { PATHS, type DataEnvelope } from '@/contract';

export interface Salesman {
  nickName: string;
  phonenumber: string;
  /** Path of the salesman's WeChat QR image on the file host; empty when they have none. */
  wxQrCode?: string | null;
}

/** The part of the profile the site shows; the rest is ignored. */
export interface CustomerProfile {
  userName: string;
  /** Customer number (客户编号). */
  customerNo?: string;
  companyName?: string;
  phoneNumber?: string;
  salesman?: Salesman | null;
}

export interface OrderStatistics {
  total: number;
  /** 待确认 */
  pending: number;
  /** 生产中 */
  producing: number;
  /** 已发货 */
  shipped: number;
  /** 已完成 */
  finished: number;
}

export type ProfileAnswer = DataEnvelope<CustomerProfile>;
export type OrderStatisticsAnswer = DataEnvelope<OrderStatistics>;

/** 客户资料 GET /api/cms/customer/profile (bearer token) */
export const getProfile = () => http.get<ProfileAnswer>(PATHS.profile, { silent: true });

/** 订单统计 GET /api/cms/customer/profile/order-statistics (bearer token) */
export const getOrderStatistics = () => http.get<OrderStatisticsAnswer>(PATHS.orderStatistics);
