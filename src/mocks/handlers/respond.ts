import { http, HttpResponse } from 'msw';
import { CODE_BAD_REQUEST, type ApiEnvelope, type TokenAnswer } from '@/contract';
import type { Result } from '@/mocks/store';

/** Larger JSON bodies are refused: no call of the contract comes near it. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Every answer is HTTP 200; the envelope's code tells success (200) from refusal (400, 401, 500). */
export const answer = <T extends ApiEnvelope>(body: T) => HttpResponse.json<T>(body);

export const badRequest = (msg = '请求格式错误') =>
  answer<ApiEnvelope>({ code: CODE_BAD_REQUEST, msg });

export const unwrap = <T>(result: Result<T>, onOk: (value: T) => Response): Response =>
  result.ok ? onOk(result.value) : answer<ApiEnvelope>({ code: result.code, msg: result.msg });

/** A token answer with its msg (登录成功, 注册成功, 绑定成功). */
export const tokenAnswer = (result: Result<string>, msg: string) =>
  unwrap(result, (token) => answer<TokenAnswer>({ code: 200, msg, token }));

/**
 * A POST handler for a JSON object body (at most MAX_BODY_BYTES) whose `names` fields are text:
 * strings (trimmed unless listed in `untrimmed`), finite numbers as their digits, '' when missing or
 * null. Any other value, or a body that is malformed, too large or no object, answers code 400.
 */
export const postText = <K extends string>(
  path: string,
  names: readonly K[],
  run: (fields: Record<K, string>, body: Record<string, unknown>) => Response,
  untrimmed: readonly K[] = [],
) =>
  http.post(`*${path}`, async ({ request }) => {
    const text = await request.text();
    const tooLarge = new TextEncoder().encode(text).length > MAX_BODY_BYTES;
    const body: unknown = tooLarge ? null : await new Response(text).json().catch(() => null);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return badRequest();
    const fields = {} as Record<K, string>;
    for (const name of names) {
      const value = (body as Record<string, unknown>)[name] ?? '';
      if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
      else if (typeof value !== 'string') return badRequest(`参数 ${name} 格式错误，应为文本`);
      else fields[name] = untrimmed.includes(name) ? value : value.trim();
    }
    return run(fields, body as Record<string, unknown>);
  });

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
export const bearerToken = (request: Request) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
