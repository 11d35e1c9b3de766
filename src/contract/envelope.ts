/** Every answer of the company API carries a code (200 = success) and a msg. */
export interface ApiEnvelope {
  code: number;
  msg?: string;
}

/** An answer whose payload sits in `data`. */
export interface DataEnvelope<T> extends ApiEnvelope {
  data: T;
}

/** Code the API answers when the bearer token is missing, expired or unknown. */
export const CODE_UNAUTHORIZED = 401;

/** Calls marked silent leave the toast to the caller, which knows its own default (登录失败！, 发送失败！). */
