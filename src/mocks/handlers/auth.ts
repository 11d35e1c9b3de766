import { http } from 'msw';
import type { TokenAnswer } from '@/lib/api/auth';
import type { MockStore } from '@/mocks/store';
import { answer, badRequest, field, readJsonObject, unwrap } from './respond';

export const authHandlers = (store: MockStore) => [
  /** 密码登录 */
  http.post('*/api/cms/login', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const result = store.loginWithPassword(
      field(body, 'username'),
      typeof body.password === 'string' ? body.password : '',
    );
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '登录成功', token }));
  }),

  /** 用户注册 */
  http.post('*/api/cms/register', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badRequest();
    const result = store.register({
      phoneNumber: field(body, 'phoneNumber'),
      code: field(body, 'code'),
      companyName: field(body, 'companyName'),
      checked: body.checked === true,
      uuid: field(body, 'uuid'),
    });
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '注册成功', token }));
  }),
];
