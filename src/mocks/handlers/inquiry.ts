import { checkInquiry, PATHS, type InquiryAnswer } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, badRequest, postText } from './respond';

export const inquiryHandlers = (store: MockStore) => [
  /** 提交询价: code 400 with the first problem of the body (checkInquiry of the contract). */
  postText(PATHS.inquiry, [], (_, body) => {
    const checked = checkInquiry(body);
    if (!checked.ok) return badRequest(checked.msg);
    const id = store.addInquiry(checked.body);
    return answer<InquiryAnswer>({ code: 200, msg: '提交成功', data: { id } });
  }),
];
