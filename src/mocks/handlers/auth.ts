import { http } from 'msw';
import { PATHS, type TokenAnswer } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { answer, readTextFields, unwrap } from './respond';

export const authHandlers = (store: MockStore) => [
  /** 密码登录 */
  http.post(`*${PATHS.login}`, async ({ request }) => {
    const read = await readTextFields(request, ['username', 'password'], ['password']);
    if ('refused' in read) return read.refused;
    const { username, password } = read.fields;
    const result = store.loginWithPassword(username, password);
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '登录成功', token }));
  }),

  /** 用户注册 */
  http.post(`*${PATHS.register}`, async ({ request }) => {
    const read = await readTextFields(request, ['phoneNumber', 'code', 'companyName', 'uuid']);
    if ('refused' in read) return read.refused;
    const result = store.register({ ...read.fields, checked: read.body.checked === true });
    return unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg: '注册成功', token }));
  }),
];
