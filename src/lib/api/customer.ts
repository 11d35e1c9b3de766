import { call } from '@/lib/http/client';
import type { CustomerProfile, OrderStatistics } from '@/contract';
import { ENDPOINTS } from '@/contract/endpoints';

export type { CustomerProfile, OrderStatistics };

/** 客户资料 GET /api/cms/customer/profile (bearer token) */
export const getProfile = () => call(ENDPOINTS.profile, { silent: true });

/** 订单统计 GET /api/cms/customer/profile/order-statistics (bearer token) */
export const getOrderStatistics = () => call(ENDPOINTS.orderStatistics);
