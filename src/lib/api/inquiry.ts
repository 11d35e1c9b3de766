import type { InquiryBody } from '@/contract';
import { ENDPOINTS } from '@/contract/endpoints';
import { call } from '@/lib/http/client';

/** 提交询价 POST /api/cms/inquiry */
export const submitInquiry = (body: InquiryBody) =>
  call(ENDPOINTS.inquiry, { data: body, silent: true });
