// @vitest-environment node
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { PATHS, type TokenAnswer, type WxTicketAnswer } from '@/contract';
import { ENDPOINTS, endpointOf, type EndpointName } from '@/contract/endpoints';
import { API_PROFILES } from './answer-profiles';
import { createHandlers } from './handlers';
import {
  advance,
  bearer,
  call,
  codeFor,
  get,
  postJson,
  sendCode,
  server,
  setupMockApi,
  store,
} from './test-helpers';

setupMockApi();

const PHONE = '13800138000';
const NEW_PHONE = '13900000001';
const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const nameOf = (method: string, url: string) =>
  NAMES.find((name) => ENDPOINTS[name] === endpointOf(method, url));

/** Every call of the contract once or more, refusals included, as a visitor's browser makes them. */
async function visitEveryEndpoint() {
  const token = (
    await postJson<TokenAnswer>(PATHS.login, { username: 'C10086', password: '123456' })
  ).token;
  await postJson(PATHS.login, { username: 'C10086', password: 'wrong' });
  await postJson(PATHS.login, { username: ['C10086'], password: '123456' });

  const registerUuid = (await sendCode('register', NEW_PHONE)).data;
  const fields = { phoneNumber: NEW_PHONE, companyName: '澄川测试', checked: true };
  await postJson(PATHS.register, { ...fields, code: codeFor(registerUuid), uuid: registerUuid });

  const loginUuid = (await sendCode('login', PHONE)).data;
  await postJson(PATHS.smsLogin, { phoneNumber: PHONE, code: codeFor(loginUuid), uuid: loginUuid });
  await sendCode('login', PHONE); // too soon: refused

  const { ticket, uuid: wxCode } = (await get<WxTicketAnswer>(PATHS.wxTicket)).data;
  store.scanWx(ticket, 'wx-new');
  await get(PATHS.wxCheck(wxCode));
  advance(61_000);
  const bindUuid = (await sendCode('bind', PHONE)).data;
  await postJson(PATHS.wxBind, {
    phoneNumber: PHONE,
    code: codeFor(bindUuid),
    uuid: bindUuid,
    wxCode,
  });

  await get(PATHS.profile, bearer(token));
  await get(PATHS.profile);
  await get(PATHS.orderStatistics, bearer(token));
  await get(PATHS.orderStatistics, bearer('unknown'));

  const enquiry = { contactName: '王老师', phoneNumber: PHONE, companyName: '某中学', region: '' };
  const items = [{ model: 'CC-ZF-24E', quantity: 2 }];
  await postJson(PATHS.inquiry, { ...enquiry, diners: null, message: '', items });
  await postJson(PATHS.inquiry, { ...enquiry, diners: null, message: '', items: [] });

  const send = (path: string, body: unknown, as = token) =>
    call(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(as) },
      body: JSON.stringify(body),
    });
  await get(PATHS.equipment, bearer(token));
  await get(PATHS.equipment);
  await send(PATHS.registerEquipment, { serialNo: 'CCBW060301' });
  await send(PATHS.registerEquipment, { serialNo: 'CC000000' }); // unknown: refused
  await send(PATHS.registerEquipment, { serialNo: 'x' }); // malformed: 400
  await send(PATHS.registerEquipment, { serialNo: 'CCBW060301' }, 'unknown'); // 401
  const repair = { serialNo: 'CCYJ120318', fault: '风机异响', photos: [], visitDate: '' };
  const contact = { contactName: '张建国', phoneNumber: PHONE };
  await send(PATHS.requestRepair, { ...repair, ...contact, requestId: crypto.randomUUID() });
  await send(PATHS.requestRepair, {
    ...repair,
    ...contact,
    requestId: crypto.randomUUID(),
    serialNo: 'CCZF240415',
  });
  await get(PATHS.repairs, bearer(token));
  await get(PATHS.repairs, bearer('unknown'));
  const record = { serialNo: 'CCYJ120318', task: '清洗', by: '陈国强', note: '' };
  await send(PATHS.recordMaintenance, {
    ...record,
    doneAt: '2025-01-01',
    requestId: crypto.randomUUID(),
  });
  await send(PATHS.recordMaintenance, {
    ...record,
    doneAt: '2099-01-01',
    requestId: crypto.randomUUID(),
  });
  await get(PATHS.maintenance, bearer(token));
  await get(PATHS.maintenance);

  const form = new FormData();
  form.append('file', new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
  await call(PATHS.upload, { method: 'POST', body: form });
  await call(PATHS.upload, { method: 'POST', body: new FormData() });
}

describe('the contract (src/contract/endpoints.ts) and the local API', () => {
  // Malformed and other answers of each endpoint: the answer table (src/test/answer-table.ts).
  it.each(API_PROFILES)(
    "%s profile: every answer is one of its endpoint's codes, and every code-200 answer passes its schema",
    async (profile) => {
      server.use(...createHandlers(store, () => profile));
      const answers: { name: EndpointName | undefined; body: { code: number } }[] = [];
      const pending: Promise<void>[] = [];
      const listener = ({ request, response }: { request: Request; response: Response }) => {
        pending.push(
          response
            .clone()
            .json()
            .then((body: { code: number }) => {
              answers.push({ name: nameOf(request.method, request.url), body });
            }),
        );
      };
      server.events.on('response:mocked', listener);
      await visitEveryEndpoint();
      server.events.removeListener('response:mocked', listener);
      await Promise.all(pending);

      const answered = new Set<EndpointName>();
      for (const { name, body } of answers) {
        expect(name, JSON.stringify(body)).toBeDefined();
        const endpoint = ENDPOINTS[name!];
        expect(endpoint.codes, `${name} ${JSON.stringify(body)}`).toContain(body.code);
        if (body.code !== 200) continue;
        answered.add(name!);
        const parsed = safeParse(endpoint.answer, body);
        expect(parsed.issues, `${name} ${JSON.stringify(body)}`).toBeUndefined();
      }
      expect([...answered].sort()).toEqual([...NAMES].sort());
    },
  );
});
