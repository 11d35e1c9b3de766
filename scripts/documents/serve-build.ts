import type { AddressInfo } from 'node:net';
import { preview } from 'vite';

/**
 * Serves a finished build the way the site is served (`vite preview` with the prerendered-page
 * mapping of vite.config.ts) on a free loopback port, for the browser that prints its pages.
 */
export async function serveBuild(outDir: string) {
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
    logLevel: 'warn',
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
