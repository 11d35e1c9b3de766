import type { InferOutput } from 'valibot';
import { ENDPOINTS, endpointOf, type EndpointName } from '@/contract/endpoints';

type Answers = { [K in EndpointName]: InferOutput<(typeof ENDPOINTS)[K]['answer']> };

const token = { code: 200, msg: '登录成功', token: 't' };
const uuid = { code: 200, msg: '发送成功', data: 'u' };

/** One code-200 answer per endpoint, typed (and, in contract.test.ts, checked) by its schema. */
export const SAMPLE_ANSWERS: Answers = {
  login: token,
  register: token,
  smsLogin: token,
  smsLoginCode: uuid,
  smsBindCode: uuid,
  smsRegisterCode: uuid,
  wxTicket: { code: 200, msg: '操作成功', data: { ticket: 'T', uuid: 'U' } },
  wxCheck: { code: 200, msg: '操作成功', isLogin: '0' },
  wxBind: token,
  profile: { code: 200, msg: '操作成功', data: { userName: '张建国', salesman: null } },
  orderStatistics: {
    code: 200,
    msg: '操作成功',
    data: { total: 1, pending: 1, producing: 0, shipped: 0, finished: 0 },
  },
  inquiry: { code: 200, msg: '提交成功', data: { id: 'XJ202501010001' } },
  upload: { code: 200, msg: '操作成功', url: 'https://x/f.png', fileName: '/f.png' },
  equipment: {
    code: 200,
    msg: '查询成功',
    rows: [
      {
        serialNo: 'CC2023YJ0815A',
        model: 'CC-YJ-8K',
        name: '静电式油烟净化器',
        site: '一号餐厅后厨',
        installedAt: '2023-08-15',
        warrantyUntil: '2025-08-15',
      },
    ],
  },
  registerEquipment: { code: 200, msg: '登记成功' },
  repairs: {
    code: 200,
    msg: '查询成功',
    rows: [
      {
        id: 'BX202611200001',
        serialNo: 'CC2023YJ0815A',
        model: 'CC-YJ-8K',
        fault: '风机异响',
        status: 'dispatched',
        createdAt: '2026-11-20 09:30',
        engineer: { nickName: '刘建华', phonenumber: '13622223333' },
      },
    ],
  },
  requestRepair: { code: 200, msg: '报修已提交', data: { id: 'BX202611280001' } },
  maintenance: {
    code: 200,
    msg: '查询成功',
    rows: [
      { serialNo: 'CC2023YJ0815A', task: '清洗', doneAt: '2026-10-01', by: '陈师傅', note: '' },
    ],
  },
  recordMaintenance: { code: 200, msg: '保存成功' },
};

/** The sample answer of the endpoint a request is for, or `fallback` for a path outside the contract. */
export function sampleAnswerFor(request: Request, fallback: unknown): unknown {
  const endpoint = endpointOf(request.method, request.url);
  const name = (Object.keys(ENDPOINTS) as EndpointName[]).find((n) => ENDPOINTS[n] === endpoint);
  return name ? SAMPLE_ANSWERS[name] : fallback;
}
