import { HttpResponse } from 'msw';
import { CODE_BAD_REQUEST, type ApiEnvelope } from '@/contract';
import type { Result } from '@/mocks/store';

/** Larger JSON bodies are refused: no call of the contract comes near it. */
export const MAX_BODY_BYTES = 16 * 1024;
export const BAD_REQUEST_MSG = '请求格式错误';

/** Every answer is HTTP 200; the envelope's code tells success (200) from refusal (400, 401, 500). */
export const answer = <T extends ApiEnvelope>(body: T) => HttpResponse.json<T>(body);

export const refusal = ({ code, msg }: { code: number; msg: string }) =>
  answer<ApiEnvelope>({ code, msg });

export const badRequest = (msg = BAD_REQUEST_MSG) => refusal({ code: CODE_BAD_REQUEST, msg });

export const unwrap = <T>(result: Result<T>, onOk: (value: T) => Response): Response =>
  result.ok ? onOk(result.value) : refusal(result);

/** The JSON object in the body, or null when it is missing, malformed, not an object or too large. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text().catch(() => '');
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
 * The named fields of a JSON body as text: strings (trimmed unless listed in `untrimmed`), finite
 * numbers as their digits, '' when missing or null. Anything else, or a body that is no JSON
 * object, is a 400 answer (returned as `refused`).
 */
export async function readTextFields<K extends string>(
  request: Request,
  names: readonly K[],
  untrimmed: readonly K[] = [],
): Promise<{ fields: Record<K, string>; body: Record<string, unknown> } | { refused: Response }> {
  const body = await readJsonObject(request);
  if (!body) return { refused: badRequest() };
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string') fields[name] = untrimmed.includes(name) ? value : value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
    else if (value === undefined || value === null) fields[name] = '';
    else return { refused: badRequest(`参数 ${name} 格式错误，应为文本`) };
  }
  return { fields, body };
}

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
export const bearerToken = (request: Request) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
