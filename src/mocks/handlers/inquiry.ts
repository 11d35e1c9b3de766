import { http } from 'msw';
import { checkInquiry, PATHS, type ApiEnvelope, type InquiryAnswer } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, badRequest, readJsonObject } from './respond';

export const inquiryHandlers = (store: MockStore) => [
  /** 提交询价 */
  http.post(`*${PATHS.inquiry}`, async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const checked = checkInquiry(body);
    if (!checked.ok) return answer<ApiEnvelope>({ code: 400, msg: checked.msg });
    const id = store.addInquiry(checked.body);
    return answer<InquiryAnswer>({ code: 200, msg: '提交成功', data: { id } });
  }),
];
