import { http } from 'msw';
import type { TokenAnswer } from '@/lib/api/auth';
import type { MockStore } from '@/mocks/store';
import { answer, badRequest, readJsonObject, refusal, textFields, unwrap } from './respond';

export const authHandlers = (store: MockStore) => [
  /** 密码登录 */
  http.post('*/api/cms/login', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const fields = textFields(body, ['username', 'password'], ['password']);
    if (!fields.ok) return refusal(fields);
    const { username, password } = fields.value;
    const result = store.loginWithPassword(username, password);
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '登录成功', token }));
  }),

  /** 用户注册 */
  http.post('*/api/cms/register', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const fields = textFields(body, ['phoneNumber', 'code', 'companyName', 'uuid']);
    if (!fields.ok) return refusal(fields);
    const result = store.register({ ...fields.value, checked: body.checked === true });
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '注册成功', token }));
  }),
];
