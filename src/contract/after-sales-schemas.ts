/**
 * The valibot schemas of the after-sales endpoints (after-sales.ts): the request bodies with their
 * Chinese messages (the local API checks with them) and the answers, read by ./tolerant.ts.
 */
import * as v from 'valibot';
import {
  AFTER_SALES_LIMITS as LIMITS,
  AFTER_SALES_MESSAGE as MSG,
  DATE_PATTERN,
  normaliseSerial,
  SERIAL_PATTERN,
} from './after-sales';
import { FIELD_MESSAGE, PHONE_PATTERN, REQUEST_ID_PATTERN } from './rules';
import { answer, listAnswer, may, need } from './tolerant';

/** Text of a body: trimmed, '' when missing or null; another type is refused with `message`. */
const text = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
  );
const required = (message: string, max: number, tooLong: string) =>
  v.pipe(text(message), v.minLength(1, message), v.maxLength(max, tooLong));

const serialNo = v.pipe(
  v.string(MSG.serialNo),
  v.transform(normaliseSerial),
  v.regex(SERIAL_PATTERN, MSG.serialNo),
);
const requestId = v.pipe(
  v.string('requestId 格式错误'),
  v.regex(REQUEST_ID_PATTERN, 'requestId 格式错误'),
);
const date = (message: string) => v.pipe(v.string(message), v.regex(DATE_PATTERN, message));

export const registerEquipmentBody = v.object({ serialNo });

export const repairBody = v.object({
  requestId,
  serialNo,
  fault: required(MSG.fault, LIMITS.maxFault, MSG.faultTooLong),
  photos: v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(500)), MSG.photos), []),
    v.maxLength(LIMITS.maxPhotos, MSG.photos),
  ),
  contactName: required(FIELD_MESSAGE.contactName, LIMITS.maxName, FIELD_MESSAGE.contactName),
  phoneNumber: v.pipe(
    text(FIELD_MESSAGE.phoneRequired),
    v.minLength(1, FIELD_MESSAGE.phoneRequired),
    v.regex(PHONE_PATTERN, FIELD_MESSAGE.phonePattern),
  ),
  visitDate: v.union([v.literal(''), date(MSG.date)], MSG.date),
});

export const maintenanceBody = v.object({
  requestId,
  serialNo,
  task: required(MSG.task, LIMITS.maxName, MSG.task),
  doneAt: date(MSG.date),
  by: required(MSG.by, LIMITS.maxName, MSG.by),
  note: v.pipe(text(MSG.noteTooLong), v.maxLength(LIMITS.maxNote, MSG.noteTooLong)),
});

// Answers: need(…) what the centre uses, may(…) what it shows when it is there.

const equipment = v.object({
  serialNo: need(v.string()),
  /** The model number: the link to its page, and its series' maintenance. */
  model: need(v.string()),
  name: may(v.string()),
  site: may(v.string()),
  installedAt: may(v.pipe(v.string(), v.regex(DATE_PATTERN))),
  warrantyUntil: may(v.pipe(v.string(), v.regex(DATE_PATTERN))),
});
export const equipmentAnswer = listAnswer(equipment);
export const registerEquipmentAnswer = answer({ data: may(equipment) });

const engineer = v.object({ nickName: need(v.string()), phonenumber: need(v.string()) });
const repair = v.object({
  /** RuoYi's ids are numbers; the local API's are text. */
  id: may(v.union([v.string(), v.number()])),
  serialNo: need(v.string()),
  model: may(v.string()),
  fault: may(v.string()),
  /** One of REPAIR_STATUS_LABEL's keys; another is shown as 处理中. */
  status: may(v.string()),
  createdAt: may(v.string()),
  engineer: may(v.nullable(engineer)),
});
export const repairsAnswer = listAnswer(repair);
export const requestRepairAnswer = answer({
  data: may(v.object({ id: may(v.union([v.string(), v.number()])) })),
});

const maintenanceRecord = v.object({
  serialNo: need(v.string()),
  task: need(v.string()),
  /** The date the next one is counted from. */
  doneAt: need(v.pipe(v.string(), v.regex(DATE_PATTERN))),
  by: may(v.string()),
  note: may(v.string()),
});
export const maintenanceAnswer = listAnswer(maintenanceRecord);
export const recordMaintenanceAnswer = answer({});

export type EquipmentUnit = v.InferOutput<typeof equipment>;
export type EquipmentAnswer = v.InferOutput<typeof equipmentAnswer>;
export type RepairRecord = v.InferOutput<typeof repair>;
export type RepairsAnswer = v.InferOutput<typeof repairsAnswer>;
export type MaintenanceRecord = v.InferOutput<typeof maintenanceRecord>;
export type MaintenanceAnswer = v.InferOutput<typeof maintenanceAnswer>;
