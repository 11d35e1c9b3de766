import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHandlers } from '@/mocks/handlers';
import { CLIENT_ADDRESS_HEADER, MAX_BODY_BYTES } from '@/mocks/handlers/respond';
import {
  createStore,
  MSG,
  PersistenceError,
  SMS_CODE_TTL_MS,
  SMS_PURPOSE_LABEL,
  type MockStore,
  type SmsCodeRecord,
} from '@/mocks/store';
import { inquiriesPage, scanPage, scanResultPage, smsPage } from './pages';
import { filePersistence } from './persistence';
import { qrSvg } from './qr';

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** JSON file the store is kept in; none keeps it in memory. */
  dataFile?: string;
  /** Base of the URLs the QR codes encode; default http://localhost:<port>. */
  publicUrl?: string;
  log?: (line: string) => void;
  /**
   * Take the client address (SMS limits per address) from the last X-Forwarded-For entry, the one
   * the proxy in front of this server appended; main.ts sets it when TRUST_PROXY=1. Otherwise the
   * socket's address counts and X-Forwarded-For is ignored.
   */
  trustProxy?: boolean;
}

export interface ApiServer {
  port: number;
  url: string;
  store: MockStore;
  close(): Promise<void>;
}

const ALLOWED_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;
const ALLOWED_HEADERS = 'Content-Type, Authorization, isToken';
/** Headers that belong to this hop, not to the Fetch Request. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'expect',
  'upgrade',
]);

export function formatSms(sms: SmsCodeRecord): string {
  return `[短信] ${sms.phoneNumber} ${SMS_PURPOSE_LABEL[sms.purpose]} ${sms.code}（${SMS_CODE_TTL_MS / 60_000} 分钟内有效）`;
}

/**
 * The body, cut one byte past MAX_BODY_BYTES so an oversized body is still seen as such (the rest
 * is read and dropped, so the connection stays usable). Rejects when the client goes away mid-body.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES + 1)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('客户端在发送请求体时断开'));
    });
  });
}

/** An IP as the SMS limits count it: no IPv6 zone, IPv4-mapped IPv6 as plain IPv4. */
function normalizeIp(address: string): string {
  const plain = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  return mapped?.[1] ?? plain;
}

/** The client address: the socket's, or with trustProxy the proxy's last X-Forwarded-For entry. */
function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    const last = normalizeIp(entries[entries.length - 1] ?? '');
    if (isIP(last)) return last;
  }
  return normalizeIp(req.socket.remoteAddress ?? '');
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !ALLOWED_ORIGIN.test(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** 'code 200', or 'code 500 发送太频繁…' for a refusal: for the console. */
function describeAnswer(body: Buffer): string {
  try {
    const { code, msg } = JSON.parse(body.toString('utf8')) as { code?: unknown; msg?: unknown };
    return code === 200 || typeof msg !== 'string'
      ? `code ${String(code)}`
      : `code ${String(code)} ${msg}`;
  } catch {
    return 'non-JSON answer';
  }
}

function toFetchRequest(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  clientAddress: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // A client's own x-test-client-ip is dropped: the address comes from the socket only.
    if (value === undefined || HOP_HEADERS.has(name) || name === CLIENT_ADDRESS_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  const method = req.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const store = createStore({
    persistence: options.dataFile ? filePersistence(options.dataFile, log) : undefined,
    onSms: (sms) => log(formatSms(sms)),
  });
  const handlers = createHandlers(store);
  const trustProxy = options.trustProxy ?? false;
  let publicUrl = options.publicUrl ?? '';

  function send(
    res: ServerResponse,
    status: number,
    type: string,
    body: string | Buffer,
    extra: Record<string, string> = {},
  ) {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
    res.end(body);
  }
  const json = (
    res: ServerResponse,
    status: number,
    value: unknown,
    extra?: Record<string, string>,
  ) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), extra);
  const html = (res: ServerResponse, status: number, text: string) =>
    send(res, status, 'text/html; charset=utf-8', text);
  const svg = (res: ServerResponse, text: string, extra?: Record<string, string>) =>
    send(res, 200, 'image/svg+xml; charset=utf-8', text, extra);

  /** Routes outside the contract: the fake WeChat app, the SMS inbox, files, health. */
  async function extraRoute(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    cors: Record<string, string>,
  ): Promise<boolean> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/health') {
      json(res, 200, { ok: true }, cors);
    } else if (method === 'GET' && path === '/wx/qrcode') {
      const ticket = url.searchParams.get('ticket') ?? '';
      if (!ticket) json(res, 400, { code: 400, msg: '缺少 ticket 参数' }, cors);
      else svg(res, await qrSvg(`${publicUrl}/wx/scan?ticket=${encodeURIComponent(ticket)}`), cors);
    } else if (method === 'GET' && path === '/wx/scan') {
      html(res, 200, scanPage(store, url.searchParams.get('ticket') ?? ''));
    } else if (method === 'POST' && path === '/wx/scan') {
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      const result = store.scanWx(form.get('ticket') ?? '', form.get('openId') ?? '');
      if (!result.ok) {
        html(res, 200, scanResultPage(result.msg, false));
      } else if (result.value.customer) {
        log(`[微信] ${form.get('openId')} 扫码，登录客户 ${result.value.customer.customerNo}`);
        html(
          res,
          200,
          scanResultPage(
            `扫码成功：已绑定用户 ${result.value.customer.userName}，网页将自动登录。`,
            true,
          ),
        );
      } else {
        log(`[微信] ${form.get('openId')} 扫码，尚未绑定客户`);
        html(
          res,
          200,
          scanResultPage(
            '扫码成功：该微信尚未绑定账号，请回到网页，用手机号验证码绑定已有账号。',
            true,
          ),
        );
      }
    } else if (method === 'GET' && path === '/dev/sms') {
      html(res, 200, smsPage(store));
    } else if (method === 'GET' && path === '/dev/sms.json') {
      json(res, 200, store.recentSms(), cors);
    } else if (method === 'GET' && path === '/dev/inquiries') {
      html(res, 200, inquiriesPage(store));
    } else if (method === 'GET' && path === '/dev/inquiries.json') {
      json(res, 200, store.inquiries(), cors);
    } else if (method === 'POST' && path === '/dev/reset') {
      store.reset();
      log('[数据] 已恢复演示数据');
      res.writeHead(303, { Location: '/dev/sms' });
      res.end();
    } else if (method === 'GET' && path.startsWith('/files/salesman/')) {
      // The file host: wxQrCode '/salesman/<name>.svg' is served at /files/salesman/<name>.svg (query ignored).
      const name = path.slice('/files/salesman/'.length);
      const salesman = /^[a-z0-9-]+\.svg$/i.test(name)
        ? store.salesmanByQrPath(`/salesman/${name}`)
        : undefined;
      if (!salesman) json(res, 404, { code: 404, msg: '文件不存在' }, cors);
      else
        svg(res, await qrSvg(`MECARD:N:${salesman.nickName};TEL:${salesman.phonenumber};;`), cors);
    } else {
      return false;
    }
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', publicUrl);
    if (await extraRoute(req, res, url, cors)) return;
    const body =
      req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
    const request = toFetchRequest(req, url, body, clientAddressOf(req, trustProxy));
    const response = await getResponse(handlers, request);
    if (!response) {
      json(res, 404, { code: 404, msg: '接口不存在' }, cors);
      return;
    }
    const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...cors };
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, headers);
    res.end(answer);
    if (!url.pathname.startsWith('/api/wx/auth/check/'))
      log(`${req.method} ${url.pathname} → ${describeAnswer(answer)}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(
        `处理 ${req.method} ${req.url} 出错：${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      const msg = error instanceof PersistenceError ? MSG.saveFailed : '服务器内部错误';
      if (!res.headersSent) json(res, 500, { code: 500, msg }, corsHeaders(req.headers.origin));
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  publicUrl ||= `http://localhost:${port}`;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
