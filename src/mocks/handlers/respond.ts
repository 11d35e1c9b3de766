import { http, HttpResponse } from 'msw';
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import { CODE_BAD_REQUEST, CODE_OK, type ApiEnvelope } from '@/contract';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@/contract/endpoints';
import { answerAs, type ApiProfile } from '@/mocks/answer-profiles';
import type { Result } from '@/mocks/store';

/** Larger JSON bodies are refused: no call of the contract comes near it. */
const MAX_BODY_BYTES = 16 * 1024;

/** Every answer is HTTP 200; the envelope's code tells success (200) from refusal (400, 401, 500). */
export const ok = <T extends object>(msg: string, fields: T) =>
  HttpResponse.json({ code: CODE_OK, msg, ...fields });

export const badRequest = (msg = '请求格式错误') =>
  HttpResponse.json<ApiEnvelope>({ code: CODE_BAD_REQUEST, msg });

const refusal = ({ code, msg }: { code: number; msg: string }) =>
  HttpResponse.json<ApiEnvelope>({ code, msg });

/** The store's refusal with its code, or code 200 with `msg` and its value as `field` (if any). */
export const reply = <T>(result: Result<T>, msg: string, field?: 'token' | 'data') =>
  result.ok ? ok(msg, field ? { [field]: result.value } : {}) : refusal(result);

/** The store's refusal with its code, or a list answer `{ code: 200, msg: '查询成功', rows, total }`. */
export const replyRows = <T>(result: Result<T[]>) =>
  result.ok ? ok('查询成功', { rows: result.value, total: result.value.length }) : refusal(result);

/** Which backend profile answers a request (answer-profiles.ts). */
export type ProfileOf = (request: Request) => ApiProfile;

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** The answer as `profile` gives it: the full answer, or its minimal shape. */
async function reshape(endpoint: Endpoint, profile: ApiProfile, response: Response) {
  const name = NAMES.find((n) => ENDPOINTS[n] === endpoint);
  if (profile === 'full' || !name) return response;
  const body = (await response.json()) as Record<string, unknown>;
  return HttpResponse.json(answerAs(profile, name, body));
}

/** A handler of one endpoint of the contract (its method and path; `:name` parameters). */
export const route = (
  endpoint: Endpoint,
  run: (request: Request, params: Record<string, string>) => Response | Promise<Response>,
  profileOf: ProfileOf = () => 'full',
) =>
  (endpoint.method === 'GET' ? http.get : http.post)(
    `*${endpoint.path}`,
    async ({ request, params }) =>
      reshape(endpoint, profileOf(request), await run(request, params as Record<string, string>)),
  );

/** The input of a request as the endpoint sends it: its JSON object body, or its query. */
async function inputOf(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.input === 'query') return Object.fromEntries(new URL(request.url).searchParams);
  const text = await request.text();
  const tooLarge = new TextEncoder().encode(text).length > MAX_BODY_BYTES;
  const body: unknown = tooLarge ? null : await new Response(text).json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : null;
}

/**
 * The answer of `run` to a request's input (a JSON object body of at most MAX_BODY_BYTES, or the
 * query) checked by the endpoint's request schema: input that is malformed, too large or no
 * object, or that the schema refuses, answers code 400 with the first problem.
 */
export async function checkInput<E extends Endpoint & { request: GenericSchema }>(
  endpoint: E,
  request: Request,
  run: (input: InferOutput<E['request']>) => Response,
) {
  const input = await inputOf(endpoint, request);
  if (input === null) return badRequest();
  const parsed = safeParse(endpoint.request, input, { abortEarly: true });
  return parsed.success ? run(parsed.output) : badRequest(parsed.issues[0].message);
}

/** A handler of an endpoint whose input is checked by its request schema (checkInput). */
export const withInput = <E extends Endpoint & { request: GenericSchema }>(
  endpoint: E,
  run: (input: InferOutput<E['request']>) => Response,
  profileOf?: ProfileOf,
) => route(endpoint, (request) => checkInput(endpoint, request, run), profileOf);

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
export const bearerToken = (request: Request) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
