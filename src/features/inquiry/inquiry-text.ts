import { FIELD_MESSAGE } from '@/contract';

/** The enquiry page's contract strings (docs/UI-CONTRACT.md, "Enquiry list"). */
export const INQUIRY_TEXT = {
  contactName: FIELD_MESSAGE.contactName,
  phoneRequired: FIELD_MESSAGE.phoneRequired,
  phonePattern: FIELD_MESSAGE.phonePattern,
  companyName: FIELD_MESSAGE.companyName,
  agreement: FIELD_MESSAGE.privacy,
  success: '提交成功',
  empty: '询价单是空的',
  /** The prerendered page's title for the list: the visitor's list is in their browser only. */
  reading: '正在读取询价单…',
  emptyList: '询价单是空的，请先加入型号',
  copy: '复制询价内容',
} as const;
