import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { safeParse, type InferOutput } from 'valibot';
import { env } from '@/config/env';
import { CODE_OK } from '@/contract';
import { endpointOf, type Endpoint } from '@/contract/endpoints';
import { getToken } from '@/lib/auth/token';
import { ApiError, httpStatusMessage, MALFORMED_ANSWER_MSG, NETWORK_ERROR_MSG } from './errors';
import { notifyError } from './notifier';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure (the caller shows its own message or none). */
    silent?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;

/** The one axios instance. */
export const instance = axios.create({
  baseURL: env.apiBase,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  // Read every body ourselves: a gateway's HTML page must become a clear error, not a crash.
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
});

instance.interceptors.request.use((config) => {
  const token = getToken();
  // The endpoints the contract marks needsToken carry it; every other call an empty authorization.
  if (endpointOf(config.method, config.url)?.needsToken && token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('isToken', 'true');
  } else {
    config.headers.set('Authorization', '');
  }
  return config;
});

function parseBody(raw: unknown): Record<string, unknown> | null {
  if (raw && typeof raw === 'object') return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function envelopeError(body: Record<string, unknown>): ApiError {
  const msg = typeof body.msg === 'string' && body.msg.trim() ? body.msg : '';
  return new ApiError('business', msg || '操作失败，请稍后重试', {
    code: typeof body.code === 'number' ? body.code : undefined,
    defaulted: !msg,
  });
}

function fail(error: ApiError, config: AxiosRequestConfig | undefined): Promise<never> {
  if (!config?.silent) notifyError(error.message);
  return Promise.reject(error);
}

instance.interceptors.response.use(
  (response: AxiosResponse) => {
    const body = parseBody(response.data);
    if (!body || typeof body.code !== 'number') {
      return fail(new ApiError('malformed', MALFORMED_ANSWER_MSG), response.config);
    }
    if (body.code !== CODE_OK) return fail(envelopeError(body), response.config);
    // A contract endpoint's answer must match its schema (a call outside the contract: the envelope).
    const endpoint = endpointOf(response.config.method, response.config.url);
    if (!endpoint) return body as unknown as AxiosResponse;
    const parsed = safeParse(endpoint.answer, body);
    if (!parsed.success)
      return fail(new ApiError('malformed', MALFORMED_ANSWER_MSG), response.config);
    return parsed.output as AxiosResponse;
  },
  (error: unknown) => {
    if (axios.isCancel(error)) return Promise.reject(error);
    const axiosError = error as AxiosError;
    const response = axiosError.response;
    if (!response) return fail(new ApiError('network', NETWORK_ERROR_MSG), axiosError.config);
    const body = parseBody(response.data);
    if (body && typeof body.code === 'number' && typeof body.msg === 'string' && body.msg) {
      return fail(envelopeError(body), axiosError.config);
    }
    return fail(
      new ApiError('http', httpStatusMessage(response.status), { code: response.status }),
      axiosError.config,
    );
  },
);

/**
 * Calls an endpoint of the contract (src/contract/endpoints.ts): `path` fills its `:name`
 * parameters. Resolves with the answer its schema checked, typed by that schema.
 */
/** A call's axios config, with the values of the endpoint's `:name` path parameters. */
export type CallConfig = AxiosRequestConfig & { path?: Record<string, string> };

export function call<E extends Endpoint>(
  endpoint: E,
  config: CallConfig = {},
): Promise<InferOutput<E['answer']>> {
  const { path = {}, ...rest } = config;
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? ''),
  );
  return instance.request({ ...rest, method: endpoint.method, url });
}

/** Typed helpers for raw URLs: each resolves with the answer body (code 200 guaranteed). */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig) => instance.get<T, T>(url, config),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    instance.post<T, T>(url, data, config),
};
