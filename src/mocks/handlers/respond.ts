import { HttpResponse } from 'msw';
import type { ApiEnvelope } from '@/lib/api/envelope';
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

/** A text field of a body: strings are trimmed, numbers accepted, anything else is empty. */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
export function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? '';
}

export const unwrap = <T>(result: Result<T>, onOk: (value: T) => Response): Response =>
  result.ok ? onOk(result.value) : refusal(result);
