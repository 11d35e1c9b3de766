import { uploadRefusal } from '@/contract';
import type { GenericSchema, InferOutput } from 'valibot';
import { ENDPOINTS, SEND_CODE_ENDPOINT, SMS_PURPOSES, type Endpoint } from '@/contract/endpoints';
import type { MockStore } from '@/mocks/store';
import * as respond from './respond';
import { badRequest, bearerToken, ok, reply, replyRows, type ProfileOf } from './respond';

/**
 * The handlers of the contract's endpoints (src/contract/endpoints.ts) over one store: each checks
 * its input with the endpoint's request schema and answers with the endpoint's codes, shaped by
 * the backend profile `profileOf` picks for the request (full by default: ../answer-profiles.ts).
 */
export const createHandlers = (store: MockStore, profileOf: ProfileOf = () => 'full') => {
  const route = (endpoint: Endpoint, run: Parameters<typeof respond.route>[1]) =>
    respond.route(endpoint, run, profileOf);
  const withInput = <E extends Endpoint & { request: GenericSchema }>(
    endpoint: E,
    run: (input: InferOutput<E['request']>) => Response,
  ) => respond.withInput(endpoint, run, profileOf);
  /** A call that needs the bearer token: 401 before its body is read, as the backend's filter. */
  const signedIn = <E extends Endpoint & { request: GenericSchema }>(
    endpoint: E,
    run: (token: string, input: InferOutput<E['request']>) => Response,
  ) =>
    route(endpoint, (request) => {
      const token = bearerToken(request);
      const who = store.profile(token);
      if (!who.ok) return reply(who, '');
      return respond.checkInput(endpoint, request, (input) => run(token, input));
    });
  return [
    withInput(ENDPOINTS.login, ({ username, password }) =>
      reply(store.loginWithPassword(username, password), '登录成功', 'token'),
    ),
    withInput(ENDPOINTS.register, (body) => reply(store.register(body), '注册成功', 'token')),
    withInput(ENDPOINTS.smsLogin, ({ phoneNumber, code, uuid }) =>
      reply(store.loginWithSms(phoneNumber, code, uuid), '登录成功', 'token'),
    ),
    // 发送验证码 (query: phoneNumber), one endpoint per purpose.
    ...SMS_PURPOSES.map((purpose) =>
      withInput(SEND_CODE_ENDPOINT[purpose], ({ phoneNumber }) =>
        reply(store.sendCode(purpose, phoneNumber), '发送成功', 'data'),
      ),
    ),

    route(ENDPOINTS.wxTicket, () => ok('操作成功', { data: store.createWxSession() })),
    route(ENDPOINTS.wxCheck, (_, { uuid = '' }) => ok('操作成功', store.checkWxSession(uuid))),
    withInput(ENDPOINTS.wxBind, (body) => reply(store.bindWx(body), '绑定成功', 'token')),

    // 客户资料 and 订单统计 need `Authorization: Bearer <token>`; a missing or unknown one answers 401.
    route(ENDPOINTS.profile, (request) =>
      reply(store.profile(bearerToken(request)), '操作成功', 'data'),
    ),
    route(ENDPOINTS.orderStatistics, (request) =>
      reply(store.orderStatistics(bearerToken(request)), '操作成功', 'data'),
    ),

    // After-sales (UI-CONTRACT.md, "Customer centre"): lists and records of the token's customer.
    route(ENDPOINTS.equipment, (request) => replyRows(store.equipment(bearerToken(request)))),
    signedIn(ENDPOINTS.registerEquipment, (token, { serialNo }) =>
      reply(store.registerEquipment(token, serialNo), '登记成功', 'data'),
    ),
    route(ENDPOINTS.repairs, (request) => replyRows(store.repairs(bearerToken(request)))),
    signedIn(ENDPOINTS.requestRepair, (token, body) =>
      reply(store.requestRepair(token, body), '报修已提交', 'data'),
    ),
    route(ENDPOINTS.maintenance, (request) => replyRows(store.maintenance(bearerToken(request)))),
    signedIn(ENDPOINTS.recordMaintenance, (token, body) =>
      reply(store.recordMaintenance(token, body), '保存成功'),
    ),

    /** 提交询价: code 400 with the first problem of the body (the endpoint's schema, checkInquiry). */
    withInput(ENDPOINTS.inquiry, (body) =>
      ok('提交成功', { data: { id: store.addInquiry(body) } }),
    ),

    /** 通用上传 (multipart `file`): where the file would live, as RuoYi answers; nothing is kept. */
    route(ENDPOINTS.upload, async (request) => {
      const file = (await request.formData().catch(() => null))?.get('file');
      if (!file || typeof file === 'string') return badRequest('请选择要上传的文件');
      const refusal = uploadRefusal(file);
      if (refusal) return badRequest(refusal);
      const safe = file.name.replace(/[^\w.\-\u4e00-\u9fff]/g, '_').slice(-80);
      const fileName = `/profile/upload/${crypto.randomUUID().slice(0, 8)}_${safe}`;
      return ok('操作成功', { url: `${new URL(request.url).origin}${fileName}`, fileName });
    }),
  ];
};
