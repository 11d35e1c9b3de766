export const NETWORK_ERROR_MSG = '网络异常，请稍后重试';
export const MALFORMED_ANSWER_MSG = '服务器返回的数据格式有误，请稍后重试';

export type ApiErrorKind = 'business' | 'network' | 'http' | 'malformed';

/** Why a call failed, with a Chinese message ready for a toast. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope's code for business errors, the HTTP status for http errors. */
  readonly code?: number;
  /** True when the answer carried no msg of its own (callers may use their own default). */
  readonly defaulted: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { code?: number; defaulted?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
    this.defaulted = options.defaulted ?? false;
  }
}

export function httpStatusMessage(status: number): string {
  if (status >= 500) return `服务器繁忙（${status}），请稍后重试`;
  if (status === 404) return '请求的服务不存在（404），请稍后重试';
  return `请求失败（${status}），请稍后重试`;
}

/** A refusal by the backend's rules: its msg is shown, and sending again would not help. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.kind === 'business';
