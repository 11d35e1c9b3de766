/**
 * The local API's backend profiles (docs/local-api.md): `full` answers everything this contract
 * names, as the local API always has; `minimal` answers a code-200 call as a RuoYi-style backend
 * that keeps the contract and no more: no enquiry number, an upload without its stored name, a
 * profile without the fields the site can do without, four of the five order counts, after-sales
 * lists whose records carry only what the centre needs. The client
 * must take both (UI-CONTRACT.md, "Answers the client must take"); the answer table of the unit
 * tests and the e2e `minimal` project hold it to that.
 */
import type { EndpointName } from '@/contract/endpoints';

export const API_PROFILES = ['full', 'minimal'] as const;
export type ApiProfile = (typeof API_PROFILES)[number];

type Body = Record<string, unknown>;
const pick = (body: Body, keys: string[]): Body =>
  Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
const envelope = (body: Body, ...keys: string[]) => pick(body, ['code', 'msg', ...keys]);
const dataOf = (body: Body) => (body.data ?? {}) as Body;
const rowsOf = (body: Body, keys: string[]) =>
  ((body.rows ?? []) as Body[]).map((row) => pick(row, keys));

const MINIMAL: Record<EndpointName, (body: Body) => Body> = {
  login: (body) => envelope(body, 'token'),
  register: (body) => envelope(body, 'token'),
  smsLogin: (body) => envelope(body, 'token'),
  smsLoginCode: (body) => envelope(body, 'data'),
  smsBindCode: (body) => envelope(body, 'data'),
  smsRegisterCode: (body) => envelope(body, 'data'),
  wxTicket: (body) => envelope(body, 'data'),
  // `expired` only when it is true; the token only with isLogin '1'.
  wxCheck: (body) => envelope(body, 'isLogin', 'token', ...(body.expired ? ['expired'] : [])),
  wxBind: (body) => envelope(body, 'token'),
  profile: (body) => {
    const salesman = dataOf(body).salesman as Body | null | undefined;
    return {
      ...envelope(body),
      data: {
        userName: dataOf(body).userName,
        salesman: salesman ? pick(salesman, ['nickName', 'phonenumber', 'wxQrCode']) : null,
      },
    };
  },
  orderStatistics: (body) => ({
    ...envelope(body),
    data: pick(dataOf(body), ['total', 'pending', 'producing', 'finished']),
  }),
  inquiry: (body) => envelope(body),
  upload: (body) => envelope(body, 'url'),
  // Lists without `total`; records with only what the centre needs, a repair's id as a number.
  equipment: (body) => ({ ...envelope(body), rows: rowsOf(body, ['serialNo', 'model']) }),
  registerEquipment: (body) => envelope(body),
  repairs: (body) => ({
    ...envelope(body),
    rows: rowsOf(body, ['serialNo', 'status', 'engineer']).map((row, index) => ({
      ...row,
      id: index + 1,
    })),
  }),
  requestRepair: (body) => envelope(body),
  maintenance: (body) => ({
    ...envelope(body),
    rows: rowsOf(body, ['serialNo', 'task', 'doneAt']),
  }),
  recordMaintenance: (body) => envelope(body),
};

/** A code-200 answer of `name` as the profile answers it (other codes are the same in both). */
export function answerAs(profile: ApiProfile, name: EndpointName, body: Body): Body {
  return profile === 'minimal' && body.code === 200 ? MINIMAL[name](body) : body;
}
