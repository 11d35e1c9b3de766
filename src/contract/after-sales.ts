/**
 * The after-sales part of the contract (UI-CONTRACT.md, "Customer centre (/ucenter), signed in"):
 * the customer's registered units, repair requests and maintenance records, their rules and
 * Chinese messages. The forms check with them before sending; the local API answers with them.
 */

/** The nameplate's serial number: CC, then digits and capital letters, 8–20 characters in all. */
export const SERIAL_PATTERN = /^CC[0-9A-Z]{6,18}$/;
/** A date as the API sends it. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const AFTER_SALES_LIMITS = {
  maxFault: 500,
  maxPhotos: 3,
  maxNote: 200,
  maxName: 50,
} as const;

export const AFTER_SALES_MESSAGE = {
  serialNo: '请输入正确的设备序列号',
  /** The company's refusal of a serial number it never made. */
  serialUnknown: '未找到该序列号',
  fault: '请描述故障情况',
  faultTooLong: `故障描述不超过 ${AFTER_SALES_LIMITS.maxFault} 个字`,
  photos: '照片格式错误',
  visitDate: '上门日期不能早于今天',
  task: '请填写保养项目',
  doneAt: '保养日期不能晚于今天',
  by: '请填写执行人',
  noteTooLong: `备注不超过 ${AFTER_SALES_LIMITS.maxNote} 个字`,
  date: '日期格式错误',
} as const;

/** A repair's status, as the API sends it, and as the centre says it. */
export const REPAIR_STATUS_LABEL = {
  accepted: '已受理',
  dispatched: '已派工',
  repairing: '维修中',
  done: '已完成',
} as const;
export type RepairStatus = keyof typeof REPAIR_STATUS_LABEL;

/** Normalises a typed serial number (spaces out, capitals) before it is checked or sent. */
export const normaliseSerial = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** 申请报修 POST /api/cms/customer/profile/repair */
export interface RepairBody {
  requestId: string;
  serialNo: string;
  fault: string;
  /** The uploaded site photos' URLs (the upload endpoint's `url`), at most three. */
  photos: string[];
  contactName: string;
  phoneNumber: string;
  /** `YYYY-MM-DD`, or '' when the customer left it to the engineer. */
  visitDate: string;
}

/** 记录保养 POST /api/cms/customer/profile/maintenance */
export interface MaintenanceBody {
  requestId: string;
  serialNo: string;
  task: string;
  /** `YYYY-MM-DD`, not after today. */
  doneAt: string;
  by: string;
  note: string;
}
