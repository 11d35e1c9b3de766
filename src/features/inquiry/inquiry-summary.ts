import type { InquiryBody } from '@/contract';

const line = (label: string, value: string) => `${label}：${value.trim() || '未填写'}`;

/** The plain text 复制询价内容 copies when the backend cannot take the enquiry (or the message). */
export function inquirySummary(body: InquiryBody): string {
  if (body.source === 'contact') {
    return [
      '【澄川厨装 留言咨询】',
      line('联系人', body.contactName),
      line('手机号', body.phoneNumber),
      line('留言内容', body.message),
    ].join('\n');
  }
  return [
    '【澄川厨装 询价单】',
    line('联系人', body.contactName),
    line('手机号', body.phoneNumber),
    line('公司名称', body.companyName),
    line('所在地区', body.region),
    line('就餐人数', body.diners === null ? '' : `${body.diners}\u00a0人`),
    '询价型号：',
    ...body.items.map((item) => `  ${item.model} × ${item.quantity}`),
    line('需求说明', body.message),
    ...(body.attachments?.length ? ['平面图：', ...body.attachments.map((url) => `  ${url}`)] : []),
  ].join('\n');
}
