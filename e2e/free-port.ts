import { createServer, type AddressInfo } from 'node:net';

/** Ports other processes of the test run own (contract API, vite preview, vite dev). */
const RESERVED_PORTS = [3003, 4173, 5173];

/** A loopback port nobody listens on (for a server a spec starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => {
        if (RESERVED_PORTS.includes(port)) freePort().then(resolve, reject);
        else resolve(port);
      });
    });
  });
}
