/**
 * The local contract API: the msw handlers of src/mocks served over HTTP by @mswjs/http-middleware,
 * plus the pages of ./dev.ts, over one store kept in a JSON file (written after every change).
 */
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNodeServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { API_PROFILES, type ApiProfile } from '@/mocks/answer-profiles';
import { createHandlers } from '@/mocks/handlers';
import { createStore, SMS_CODE_TTL_MS, SMS_PURPOSE_LABEL } from '@/mocks/store';
import { devHandlers } from './dev';

/** The site calls from any localhost port (dev server, preview, e2e). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // missing or unreadable: the store starts from the seed
  }
};

/** The header a test sends to have one request answered by another profile than the server's. */
const PROFILE_HEADER = 'X-Api-Profile';

const isProfile = (value: unknown): value is ApiProfile =>
  (API_PROFILES as readonly unknown[]).includes(value);

/**
 * Starts the API on `port` (0 picks a free one) and `host` (default 127.0.0.1: it hands out SMS
 * codes to whoever reaches it), keeping the store in `dataFile` when given, answering as `profile`
 * (default full; a request's X-Api-Profile header picks another, for the browser tests).
 */
export async function startApiServer(options: {
  port: number;
  host?: string;
  dataFile?: string;
  profile?: ApiProfile;
  log?: (line: string) => void;
}) {
  const { dataFile, profile = 'full', log = (line: string) => console.log(line) } = options;
  if (dataFile) mkdirSync(dirname(dataFile), { recursive: true });
  const store = createStore({
    data: dataFile && readJson(dataFile),
    onChange: (data) => dataFile && writeFileSync(dataFile, JSON.stringify(data, null, 1)),
    onSms: ({ phoneNumber: phone, purpose, code }) =>
      log(
        `[短信] ${phone} ${SMS_PURPOSE_LABEL[purpose]} ${code}（${SMS_CODE_TTL_MS / 60e3} 分钟内有效）`,
      ),
  });
  const app = createServer(
    ...createHandlers(store, (request) => {
      const asked = request.headers.get(PROFILE_HEADER);
      return isProfile(asked) ? asked : profile;
    }),
    ...devHandlers(store, log),
    http.all('*', () => HttpResponse.json({ code: 404, msg: '接口不存在' }, { status: 404 })),
  );
  const server = createNodeServer((req, res) => {
    const origin = req.headers.origin ?? '';
    if (LOCAL_ORIGIN.test(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader(
        'Access-Control-Allow-Headers',
        `Content-Type, Authorization, isToken, ${PROFILE_HEADER}`,
      );
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') res.writeHead(204).end();
    else app(req, res);
  });
  await once(server.listen(options.port, options.host ?? '127.0.0.1'), 'listening');
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    const closed = once(server, 'close');
    server.close().closeAllConnections();
    await closed;
  };
  return { port, url: `http://127.0.0.1:${port}`, store, close };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;
