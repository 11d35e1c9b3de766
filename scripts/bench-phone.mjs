// What the browser benchmarks share: a `vite preview` of a build, and issue 22's slow-phone profile
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower) applied through CDP.
import { spawn } from 'node:child_process';

/** Serves a build folder on a port; resolves once vite preview listens. */
export function serve(dist, port) {
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Local')) resolve(server);
    });
  });
}

/** Slows a page's network and CPU to the phone of issue 22. */
export async function slowPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** The median of the values that are not null (null when none). */
export const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
