import { HttpResponse } from 'msw';
import type { ApiEnvelope } from '@/contract';
import type { Result } from '@/mocks/store';

/** Larger JSON bodies are refused: no call of the contract comes near it. */
export const MAX_BODY_BYTES = 16 * 1024;
export const BAD_REQUEST_MSG = '请求格式错误';

/** Every answer is HTTP 200; the envelope's code tells success (200) from refusal (400, 401, 500). */
export const answer = <T extends ApiEnvelope>(body: T) => HttpResponse.json<T>(body);

export const refusal = (result: { code: number; msg: string }) =>
  answer<ApiEnvelope>({ code: result.code, msg: result.msg });

export const badRequest = () => answer<ApiEnvelope>({ code: 400, msg: BAD_REQUEST_MSG });

/** The JSON object in the body, or null when it is missing, malformed, not an object or too large. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return null;
  }
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The caller's address. The node server (server/app.ts) drops any value a client sends in this
 * header and sets it from the socket (or from X-Forwarded-For when TRUST_PROXY=1); msw tests set
 * it themselves. Without it every caller shares DEFAULT_CLIENT_ADDRESS of the store.
 */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-ip';

export const clientAddress = (request: Request): string | undefined =>
  request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;

export const fieldTypeMsg = (name: string) => `参数 ${name} 格式错误，应为文本`;

/**
 * The text fields of a body: strings (trimmed unless listed in `untrimmed`) and finite numbers
 * as text; a missing or null field is ''. Any other value (object, array, boolean) refuses the
 * whole request with code 400 naming the field.
 */
export function textFields<K extends string>(
  body: Record<string, unknown>,
  names: readonly K[],
  untrimmed: readonly K[] = [],
): Result<Record<K, string>> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    if (typeof value === 'string') values[name] = untrimmed.includes(name) ? value : value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = String(value);
    else if (value === undefined || value === null) values[name] = '';
    else return { ok: false, code: 400, msg: fieldTypeMsg(name) };
  }
  return { ok: true, value: values };
}

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
export function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? '';
}

export const unwrap = <T>(result: Result<T>, onOk: (value: T) => Response): Response =>
  result.ok ? onOk(result.value) : refusal(result);
