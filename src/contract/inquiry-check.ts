/**
 * The rules of an enquiry body with their Chinese messages: the local API checks bodies with them
 * (through the inquiry endpoint's request schema, schemas.ts). Not in index.ts: only the code that
 * loads the schemas needs them.
 */
import { INQUIRY_LIMITS, type InquiryBody, type InquiryItem } from './inquiry';
import { checkLayout } from './layout';
import { FIELD_MESSAGE, PHONE_PATTERN, REQUEST_ID_PATTERN } from './rules';
import { CONTACT_MESSAGE_REQUIRED, UPLOAD_LIMITS, type InquiryExtras } from './sales-path';

/** Checks the extras of a raw enquiry body: the clean extras, or the first problem. */
function checkInquiryExtras(
  body: Record<string, unknown>,
): { ok: true; extras: InquiryExtras } | { ok: false; msg: string } {
  const extras: InquiryExtras = {};
  if (body.requestId !== undefined && body.requestId !== null) {
    if (typeof body.requestId !== 'string' || !REQUEST_ID_PATTERN.test(body.requestId))
      return { ok: false, msg: 'requestId 格式错误' };
    extras.requestId = body.requestId;
  }
  if (body.source !== undefined && body.source !== null) {
    if (body.source !== 'contact') return { ok: false, msg: '来源格式错误' };
    extras.source = 'contact';
  }
  if (body.attachments !== undefined && body.attachments !== null) {
    const list = body.attachments;
    if (
      !Array.isArray(list) ||
      list.length > UPLOAD_LIMITS.maxFiles ||
      list.some((url) => typeof url !== 'string' || url.length === 0 || url.length > 500)
    )
      return { ok: false, msg: '附件格式错误' };
    if (list.length > 0) extras.attachments = list as string[];
  }
  if (body.layout !== undefined && body.layout !== null) {
    const layout = checkLayout(body.layout);
    if (!layout) return { ok: false, msg: '布局格式错误' };
    if (layout.items.length > 0) extras.layout = layout;
  }
  return { ok: true, extras };
}

const isPositiveInt = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : null);

/**
 * Checks a body against the contract: the first problem as a Chinese message, or the clean body.
 * The local contract API answers code 400 with that message; the company backend must apply the
 * same rules (README, "The endpoint the company backend must add").
 */
export function checkInquiry(
  raw: unknown,
): { ok: true; body: InquiryBody } | { ok: false; msg: string } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, msg: '请求格式错误' };
  const body = raw as Record<string, unknown>;
  const extrasChecked = checkInquiryExtras(body);
  if (!extrasChecked.ok) return extrasChecked;
  const { extras } = extrasChecked;
  // A message from /contact: no company and no models needed, the message is.
  const fromContact = extras.source === 'contact';
  const contactName = text(body.contactName);
  const phoneNumber = text(body.phoneNumber);
  const companyName = text(body.companyName);
  const region = body.region == null ? '' : text(body.region);
  const message = body.message == null ? '' : text(body.message);
  if (!contactName) return { ok: false, msg: FIELD_MESSAGE.contactName };
  if (!phoneNumber) return { ok: false, msg: FIELD_MESSAGE.phoneRequired };
  if (!PHONE_PATTERN.test(phoneNumber)) return { ok: false, msg: FIELD_MESSAGE.phonePattern };
  if (!companyName && !fromContact) return { ok: false, msg: FIELD_MESSAGE.companyName };
  if (region === null || message === null || companyName === null)
    return { ok: false, msg: '请求格式错误' };
  if (fromContact && !message) return { ok: false, msg: CONTACT_MESSAGE_REQUIRED };
  const { maxText, maxMessage, maxDiners, maxItems, maxQuantity } = INQUIRY_LIMITS;
  if ([contactName, companyName, region].some((value) => value.length > maxText))
    return { ok: false, msg: `联系人、公司名称与地区各不超过 ${maxText} 个字` };
  if (message.length > maxMessage) return { ok: false, msg: `需求说明不超过 ${maxMessage} 个字` };
  if (body.diners !== null && body.diners !== undefined && !isPositiveInt(body.diners, maxDiners))
    return { ok: false, msg: '就餐人数应为正整数' };
  const items = body.items;
  if (!Array.isArray(items) || (items.length === 0 && !fromContact))
    return { ok: false, msg: '询价单中没有型号' };
  if (items.length > maxItems) return { ok: false, msg: `一次最多询价 ${maxItems} 个型号` };
  const clean: InquiryItem[] = [];
  for (const item of items) {
    const model = text((item as Record<string, unknown> | null)?.model);
    const quantity = (item as Record<string, unknown> | null)?.quantity;
    if (!model || model.length > 40) return { ok: false, msg: '型号格式错误' };
    if (!isPositiveInt(quantity, maxQuantity))
      return { ok: false, msg: `数量应为 1 至 ${maxQuantity} 的整数` };
    clean.push({ model, quantity });
  }
  return {
    ok: true,
    body: {
      contactName,
      phoneNumber,
      companyName,
      region,
      diners: body.diners ?? null,
      message,
      items: clean,
      ...extras,
    },
  };
}
