import { store as sharedStore, type MockStore } from '@/mocks/store';
import { authHandlers } from './auth';
import { customerHandlers } from './customer';
import { inquiryHandlers } from './inquiry';
import { smsHandlers } from './sms';
import { wechatHandlers } from './wechat';

/** The handlers of the contract's calls over one store (the server passes its own). */
export const createHandlers = (store: MockStore) => [
  ...authHandlers(store),
  ...smsHandlers(store),
  ...wechatHandlers(store),
  ...customerHandlers(store),
  ...inquiryHandlers(store),
];

/** Over the shared store (`store` of '@/mocks/store'). */
export const handlers = createHandlers(sharedStore);
