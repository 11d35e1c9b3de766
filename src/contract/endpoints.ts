/**
 * Every endpoint of the company API, with what the client, the local API and the tests need to
 * agree on: method, path (`:name` for a path parameter), whether it needs the bearer token, where
 * its input travels and that input's schema, the schema of its code-200 answer, and every code it
 * may answer. Imports valibot (./schemas): load it only with the code that calls the API.
 */
import type { GenericSchema } from 'valibot';
import { CODE_BAD_REQUEST, CODE_OK, CODE_REFUSED, CODE_UNAUTHORIZED } from './envelope';
import { PATHS, type SmsPurpose } from './paths';
import * as a from './after-sales-schemas';
import * as s from './schemas';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** Sends `Authorization: Bearer <token>` and `isToken: true`; every other call an empty authorization. */
  needsToken: boolean;
  /** Where the input travels: a JSON body, the query, a multipart form (`file`), or nowhere. */
  input: 'json' | 'query' | 'multipart' | 'none';
  /** The input's schema (for 'json' and 'query'). */
  request?: GenericSchema;
  /** The code-200 answer. */
  answer: GenericSchema;
  /** Every code it answers: CODE_OK and its refusals. */
  codes: readonly number[];
}

/** A refusal of the input's form (code 400) or of the business rules (500). */
const checked = [CODE_OK, CODE_BAD_REQUEST, CODE_REFUSED] as const;
const withToken = [CODE_OK, CODE_UNAUTHORIZED] as const;
const checkedWithToken = [CODE_OK, CODE_BAD_REQUEST, CODE_UNAUTHORIZED, CODE_REFUSED] as const;
const list = <A extends GenericSchema>(path: string, answer: A) =>
  ({ method: 'GET', path, needsToken: true, input: 'none', answer, codes: withToken }) as const;
const send = <R extends GenericSchema, A extends GenericSchema>(
  path: string,
  request: R,
  answer: A,
) =>
  ({
    method: 'POST',
    path,
    needsToken: true,
    input: 'json',
    request,
    answer,
    codes: checkedWithToken,
  }) as const;
const sendCode = (path: string) =>
  ({
    method: 'POST',
    path,
    needsToken: false,
    input: 'query',
    request: s.sendCodeQuery,
    answer: s.sendCodeAnswer,
    codes: [CODE_OK, CODE_REFUSED],
  }) as const satisfies Endpoint;

export const ENDPOINTS = {
  /** 密码登录 */
  login: {
    method: 'POST',
    path: PATHS.login,
    needsToken: false,
    input: 'json',
    request: s.passwordLoginBody,
    answer: s.tokenAnswer,
    codes: checked,
  },
  /** 用户注册 */
  register: {
    method: 'POST',
    path: PATHS.register,
    needsToken: false,
    input: 'json',
    request: s.registerBody,
    answer: s.tokenAnswer,
    codes: checked,
  },
  /** 短信登录 */
  smsLogin: {
    method: 'POST',
    path: PATHS.smsLogin,
    needsToken: false,
    input: 'json',
    request: s.smsLoginBody,
    answer: s.tokenAnswer,
    codes: checked,
  },
  /** 发送验证码, one endpoint per purpose (SMS_CODE_PATH) */
  smsLoginCode: sendCode(PATHS.smsLoginCode),
  smsBindCode: sendCode(PATHS.smsBindCode),
  smsRegisterCode: sendCode(PATHS.smsRegisterCode),
  /** 获取扫码登录二维码 */
  wxTicket: {
    method: 'GET',
    path: PATHS.wxTicket,
    needsToken: false,
    input: 'none',
    answer: s.wxTicketAnswer,
    codes: [CODE_OK],
  },
  /** 查询扫码状态 */
  wxCheck: {
    method: 'GET',
    path: `${PATHS.wxCheck('')}:uuid`,
    needsToken: false,
    input: 'none',
    answer: s.wxCheckAnswer,
    codes: [CODE_OK],
  },
  /** 微信绑定已有账号 */
  wxBind: {
    method: 'POST',
    path: PATHS.wxBind,
    needsToken: false,
    input: 'json',
    request: s.bindExistBody,
    answer: s.tokenAnswer,
    codes: checked,
  },
  /** 客户资料 */
  profile: {
    method: 'GET',
    path: PATHS.profile,
    needsToken: true,
    input: 'none',
    answer: s.profileAnswer,
    codes: withToken,
  },
  /** 订单统计 */
  orderStatistics: {
    method: 'GET',
    path: PATHS.orderStatistics,
    needsToken: true,
    input: 'none',
    answer: s.orderStatisticsAnswer,
    codes: withToken,
  },
  /** 提交询价: code 400 with the first problem of the body */
  inquiry: {
    method: 'POST',
    path: PATHS.inquiry,
    needsToken: false,
    input: 'json',
    request: s.inquiryBody,
    answer: s.inquiryAnswer,
    codes: [CODE_OK, CODE_BAD_REQUEST],
  },
  /** 我的设备 */
  equipment: list(PATHS.equipment, a.equipmentAnswer),
  /** 登记设备: code 500 未找到该序列号 for a serial number the company never made */
  registerEquipment: send(
    PATHS.registerEquipment,
    a.registerEquipmentBody,
    a.registerEquipmentAnswer,
  ),
  /** 报修记录 */
  repairs: list(PATHS.repairs, a.repairsAnswer),
  /** 申请报修 (a repeated requestId is kept once) */
  requestRepair: send(PATHS.requestRepair, a.repairBody, a.requestRepairAnswer),
  /** 保养记录 */
  maintenance: list(PATHS.maintenance, a.maintenanceAnswer),
  /** 记录保养 (a repeated requestId is kept once) */
  recordMaintenance: send(PATHS.recordMaintenance, a.maintenanceBody, a.recordMaintenanceAnswer),
  /** 通用上传 (multipart `file`, checked by uploadRefusal) */
  upload: {
    method: 'POST',
    path: PATHS.upload,
    needsToken: false,
    input: 'multipart',
    answer: s.uploadAnswer,
    codes: [CODE_OK, CODE_BAD_REQUEST],
  },
} as const satisfies Record<keyof typeof PATHS, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

export const SMS_PURPOSES = ['login', 'bind', 'register'] as const satisfies SmsPurpose[];

/** The send-code endpoint of each purpose (SMS_CODE_PATH). */
export const SEND_CODE_ENDPOINT = {
  login: ENDPOINTS.smsLoginCode,
  bind: ENDPOINTS.smsBindCode,
  register: ENDPOINTS.smsRegisterCode,
} as const satisfies Record<SmsPurpose, Endpoint>;

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
const PATTERNS = Object.values(ENDPOINTS).map((endpoint): [RegExp, Endpoint] => [
  patternOf(endpoint.path),
  endpoint,
]);

/** The endpoint a request is for (method and path; any origin, query or hash ignored), if any. */
export function endpointOf(
  method: string | undefined,
  url: string | undefined,
): Endpoint | undefined {
  const path = new URL(url ?? '', 'http://x').pathname;
  const upper = (method ?? 'GET').toUpperCase();
  return PATTERNS.find(([pattern, e]) => e.method === upper && pattern.test(path))?.[1];
}
