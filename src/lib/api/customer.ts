import { http } from '@/lib/http/client';
import {
  PATHS,
  type CustomerProfile,
  type OrderStatistics,
  type OrderStatisticsAnswer,
  type ProfileAnswer,
  type Salesman,
} from '@/contract';

export type { CustomerProfile, OrderStatistics, OrderStatisticsAnswer, ProfileAnswer, Salesman };

/** 客户资料 GET /api/cms/customer/profile (bearer token) */
export const getProfile = () => http.get<ProfileAnswer>(PATHS.profile, { silent: true });

/** 订单统计 GET /api/cms/customer/profile/order-statistics (bearer token) */
export const getOrderStatistics = () => http.get<OrderStatisticsAnswer>(PATHS.orderStatistics);
