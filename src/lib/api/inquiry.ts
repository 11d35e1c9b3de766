import { PATHS, type InquiryAnswer, type InquiryBody } from '@/contract';
import { http } from '@/lib/http/client';

/** 提交询价 POST /api/cms/inquiry */
export const submitInquiry = (body: InquiryBody) =>
  http.post<InquiryAnswer>(PATHS.inquiry, body, { silent: true });
