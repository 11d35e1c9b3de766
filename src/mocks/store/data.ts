import type { CustomerProfile, InquiryBody, OrderStatistics, Salesman } from '@/contract';
import type { SmsPurpose, WxLoginState } from '@/contract';
import { seedAfterSales } from './after-sales-data';
import type { StoredMaintenance, StoredRepair, StoredUnit } from './after-sales-data';

/** A customer: the profile of the contract, all of it known, plus what the store keeps. */
export type Customer = Required<Omit<CustomerProfile, 'salesman'>> & {
  salesman: Salesman & { wxQrCode: string | null };
  /** Empty for customers who registered by SMS: password login is refused. */
  password: string;
  stats?: Required<OrderStatistics>;
  /** The WeChat user bound to the customer. */
  wxOpenId?: string;
};
export type SmsCode = { uuid: string; phoneNumber: string; purpose: SmsPurpose; code: string } & {
  sentAt: number;
  expiresAt: number;
  /** 'replaced' once a newer code went to the same phone for the same purpose. */
  status: 'active' | 'used' | 'replaced';
};
export type WxSession = { uuid: string; ticket: string; state: WxLoginState; createdAt: number } & {
  scannedAt?: number;
  openId?: string;
  /** Set when state is '1'. */
  token?: string;
};
export type InquiryRecord = InquiryBody & { id: string; receivedAt: number };

/** Everything the store keeps: what the server writes to its data file. */
export interface StoreData {
  /** 3 since after-sales; a data file of another shape is replaced by the seed. */
  version: 3;
  customers: Customer[];
  smsCodes: SmsCode[];
  tokens: Record<string, { customerNo: string }>;
  wxSessions: WxSession[];
  inquiries: InquiryRecord[];
  /** Every unit the factory made: the customers' registered ones and the rest (after-sales-data.ts). */
  units: StoredUnit[];
  repairs: StoredRepair[];
  maintenance: StoredMaintenance[];
}

export const WANG: Customer['salesman'] = {
  nickName: '王海峰',
  phonenumber: '13912345678',
  wxQrCode: '/salesman/wang-haifeng-qr.svg',
};

export function seedData(): StoreData {
  return {
    version: 3,
    customers: [
      {
        customerNo: 'C10086',
        password: '123456',
        phoneNumber: '13800138000',
        companyName: '佛山顺德美食广场管理有限公司',
        userName: '张建国',
        salesman: WANG,
        stats: { total: 36, pending: 2, producing: 5, shipped: 3, finished: 26 },
        wxOpenId: 'wx-zhang',
      },
      {
        customerNo: 'C10087',
        password: '123456',
        phoneNumber: '13800138001',
        companyName: '广州天河区某中学',
        userName: '李娜',
        salesman: { nickName: '陈思远', phonenumber: '13711112222', wxQrCode: null },
        stats: { total: 8, pending: 1, producing: 2, shipped: 1, finished: 4 },
      },
    ],
    smsCodes: [],
    tokens: {},
    wxSessions: [],
    inquiries: [],
    ...seedAfterSales(Date.now()),
  };
}
