import { PATHS } from '@/contract';
import type { MockStore } from '@/mocks/store';
import { postText, tokenAnswer } from './respond';

export const authHandlers = (store: MockStore) => [
  /** 密码登录 */
  postText(
    PATHS.login,
    ['username', 'password'],
    ({ username, password }) =>
      tokenAnswer(store.loginWithPassword(username, password), '登录成功'),
    ['password'],
  ),

  /** 用户注册 */
  postText(PATHS.register, ['phoneNumber', 'code', 'companyName', 'uuid'], (fields, body) =>
    tokenAnswer(store.register({ ...fields, checked: body.checked === true }), '注册成功'),
  ),
];
