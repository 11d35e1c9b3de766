import type { InquiryExtras } from './sales-path';

/** One line of an enquiry: a catalogue model number and how many. */
export interface InquiryItem {
  model: string;
  quantity: number;
}

/** 提交询价 POST /api/cms/inquiry (docs/UI-CONTRACT.md, "Enquiry list"). */
export interface InquiryBody extends InquiryExtras {
  contactName: string;
  phoneNumber: string;
  companyName: string;
  /** Province and city as typed ('' when not given). */
  region: string;
  /** Diners per meal, or null when not given. */
  diners: number | null;
  message: string;
  items: InquiryItem[];
}

export const INQUIRY_LIMITS = {
  maxQuantity: 999,
  maxItems: 50,
  maxText: 100,
  maxMessage: 1000,
  maxDiners: 100_000,
} as const;
