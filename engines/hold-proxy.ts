import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A proxy in front of the e2e build that can hold the app's scripts (the chunks under /assets/,
 * not the entry and its preload helper, so the document still reaches DOMContentLoaded), so a WebDriver test taps a page painted from its HTML and not yet hydrated:
 * what Playwright's route interception does for the Chromium suite. GET /__hold starts holding,
 * GET /__release lets the held requests (and all later ones) through.
 */
const APP_CHUNK = /^\/assets\/(?!index-|preload-helper-).+\.js$/;

export function startHoldProxy(port: number, target: number) {
  let holding = false;
  let held: (() => void)[] = [];
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    if (req.url === '/__hold' || req.url === '/__release') {
      holding = req.url === '/__hold';
      if (!holding) held.splice(0).forEach((go) => go());
      res.writeHead(204).end();
    } else if (holding && APP_CHUNK.test(req.url ?? '')) held.push(() => forward(req, res));
    else forward(req, res);
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () => {
          held = [];
          server.closeAllConnections();
          return new Promise<void>((done) => server.close(() => done()));
        },
      }),
    ),
  );
}
