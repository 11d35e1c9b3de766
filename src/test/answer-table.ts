/**
 * The answer table (UI-CONTRACT.md, "Answers the client must take"): for every endpoint of the
 * contract, the local API's answer, the minimal RuoYi-style answer of the `minimal` profile, a
 * richer one with fields this site never reads, and a malformed one; each with what the client
 * must make of it: the values it reads, or a malformed answer (toast, nothing typed lost).
 */
import type { EndpointName } from '@/contract/endpoints';
import { answerAs } from '@/mocks/answer-profiles';
import { SAMPLE_ANSWERS } from './contract-samples';

type Outcome = { reads: Record<string, unknown> } | 'malformed';
export interface AnswerRow {
  kind: 'local' | 'minimal' | 'richer' | 'malformed';
  body: unknown;
  outcome: Outcome;
}

type Body = Record<string, unknown>;
const local = (name: EndpointName): Body => SAMPLE_ANSWERS[name];
/** RuoYi's AjaxResult carries these beside the contract's fields. */
const RUOYI_EXTRAS = { success: true, timestamp: 1764300000000, traceId: 'a1b2c3' };

interface Spec {
  /** What the client reads of the local answer (and of the richer one). */
  reads: Body;
  /** What it reads of the minimal one. */
  readsMinimal?: Body;
  richer: Body;
  malformed: unknown;
}

const token = (name: EndpointName): Spec => ({
  reads: { token: 't' },
  richer: { ...local(name), ...RUOYI_EXTRAS, user: { userId: 1 } },
  malformed: { code: 200, msg: '登录成功', token: 42 },
});
const uuid = (name: EndpointName): Spec => ({
  reads: { data: 'u' },
  richer: { ...local(name), ...RUOYI_EXTRAS, expireIn: 300 },
  malformed: { code: 200, msg: '发送成功' },
});

const SPECS: Record<EndpointName, Spec> = {
  login: token('login'),
  register: token('register'),
  smsLogin: token('smsLogin'),
  wxBind: token('wxBind'),
  smsLoginCode: uuid('smsLoginCode'),
  smsBindCode: uuid('smsBindCode'),
  smsRegisterCode: uuid('smsRegisterCode'),
  wxTicket: {
    reads: { data: { ticket: 'T', uuid: 'U' } },
    richer: { ...RUOYI_EXTRAS, code: 200, data: { ticket: 'T', uuid: 'U', expireSeconds: 120 } },
    malformed: { code: 200, msg: '操作成功', data: { ticket: 'T' } },
  },
  wxCheck: {
    reads: { isLogin: '0' },
    richer: { ...local('wxCheck'), ...RUOYI_EXTRAS, expired: 'no', scene: 'login' },
    malformed: { code: 200, msg: '操作成功', isLogin: 0 },
  },
  profile: {
    reads: { data: { userName: '张建国', salesman: null } },
    richer: {
      ...RUOYI_EXTRAS,
      code: 200,
      msg: null,
      data: { userName: '张建国', salesman: null, deptId: 103, roles: ['customer'], avatar: '' },
    },
    malformed: { code: 200, msg: '操作成功', data: { userName: '张建国', salesman: 'none' } },
  },
  orderStatistics: {
    reads: { data: { total: 1, pending: 1, producing: 0, shipped: 0, finished: 0 } },
    readsMinimal: { data: { total: 1, pending: 1, producing: 0, finished: 0 } },
    richer: {
      code: 200,
      msg: '操作成功',
      data: { total: 1, pending: 1, producing: 0, shipped: '0', finished: 0, cancelled: 2 },
    },
    // The company has not fixed this shape: only an envelope that is not one is malformed.
    malformed: { code: '200', msg: '操作成功', data: {} },
  },
  inquiry: {
    reads: { data: { id: 'XJ202501010001' } },
    readsMinimal: { data: undefined },
    richer: { ...RUOYI_EXTRAS, code: 200, msg: '提交成功', data: { id: 'XJ202501010001', at: 1 } },
    malformed: { code: '200', msg: '提交成功' },
  },
  upload: {
    reads: { url: 'https://x/f.png' },
    richer: {
      ...local('upload'),
      newFileName: 'f_20261128.png',
      originalFilename: '平面图.png',
    },
    malformed: { code: 200, msg: '操作成功', fileName: '/f.png' },
  },
  equipment: {
    reads: { rows: [SAMPLE_ANSWERS.equipment.rows![0]] },
    readsMinimal: { rows: [{ serialNo: 'CC2023YJ0815A', model: 'CC-YJ-8K' }] },
    richer: {
      ...local('equipment'),
      total: 1,
      rows: [{ ...SAMPLE_ANSWERS.equipment.rows![0], deptId: 1, remark: null }],
    },
    malformed: { code: 200, msg: '查询成功', rows: { serialNo: 'CC2023YJ0815A' } },
  },
  registerEquipment: {
    reads: {},
    richer: { ...RUOYI_EXTRAS, code: 200, msg: '登记成功', data: { serialNo: 'CC2023YJ0815A' } },
    malformed: { code: '200', msg: '登记成功' },
  },
  repairs: {
    reads: { rows: SAMPLE_ANSWERS.repairs.rows },
    readsMinimal: {
      rows: [
        {
          id: 1,
          serialNo: 'CC2023YJ0815A',
          status: 'dispatched',
          engineer: { nickName: '刘建华', phonenumber: '13622223333' },
        },
      ],
    },
    richer: {
      ...local('repairs'),
      total: 1,
      rows: [{ ...SAMPLE_ANSWERS.repairs.rows![0], sla: 24 }],
    },
    malformed: { code: 200, msg: '查询成功', rows: [{ id: 1, serialNo: 42 }] },
  },
  requestRepair: {
    reads: { data: { id: 'BX202611280001' } },
    readsMinimal: { data: undefined },
    richer: { ...RUOYI_EXTRAS, code: 200, msg: '报修已提交', data: { id: 7, eta: '24h' } },
    malformed: { msg: '报修已提交' },
  },
  maintenance: {
    reads: { rows: SAMPLE_ANSWERS.maintenance.rows },
    readsMinimal: { rows: [{ serialNo: 'CC2023YJ0815A', task: '清洗', doneAt: '2026-10-01' }] },
    richer: { code: 200, msg: '查询成功', total: 1, rows: SAMPLE_ANSWERS.maintenance.rows },
    malformed: { code: 200, msg: '查询成功', rows: [{ serialNo: 'CC2023YJ0815A', task: '清洗' }] },
  },
  recordMaintenance: {
    reads: {},
    richer: { ...RUOYI_EXTRAS, code: 200, msg: '保存成功', data: { id: 3 } },
    malformed: { code: null, msg: '保存成功' },
  },
};

/** What the richer answer reads as: the local reading, where the richer one has more or other. */
const RICHER_READS: Partial<Record<EndpointName, Body>> = {
  orderStatistics: {
    data: { total: 1, pending: 1, producing: 0, shipped: undefined, finished: 0 },
  },
  wxCheck: { isLogin: '0', expired: undefined },
  requestRepair: { data: { id: 7 } },
};

export const ANSWER_TABLE = Object.fromEntries(
  (Object.keys(SPECS) as EndpointName[]).map((name) => {
    const spec = SPECS[name];
    const rows: AnswerRow[] = [
      { kind: 'local', body: local(name), outcome: { reads: spec.reads } },
      {
        kind: 'minimal',
        body: answerAs('minimal', name, local(name)),
        outcome: { reads: spec.readsMinimal ?? spec.reads },
      },
      { kind: 'richer', body: spec.richer, outcome: { reads: RICHER_READS[name] ?? spec.reads } },
      { kind: 'malformed', body: spec.malformed, outcome: 'malformed' },
    ];
    return [name, rows];
  }),
) as Record<EndpointName, AnswerRow[]>;
