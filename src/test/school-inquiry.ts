import type { InquiryBody } from '@/contract';

/** The enquiry the tests send: a Foshan school's cook asking for two models, with `message`. */
export const schoolInquiry = (message: string): InquiryBody => ({
  contactName: '王老师',
  phoneNumber: '13912345678',
  companyName: '佛山市某中学',
  region: '广东省佛山市',
  diners: 1200,
  message,
  items: [
    { model: 'CC-ZF-24E', quantity: 2 },
    { model: 'CC-LG-6D', quantity: 1 },
  ],
});
