// `npm run check:release [-- --mode <mode>]`: fails while the site file (src/config/company.ts,
// src/config/site.ts, site-footer.ts) or the build's `.env.<mode>` (production unless named) still holds a sample
// fact: the filing number 00000000, an `.example` host or e-mail, a 0000 phone number. Run it
// before going live (docs/deployment.md); every build prints the same list last (scripts/build.ts).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { sampleFacts, sampleFactsReport } from '../src/config/release-check';

/** What the check says and the exit code: 1 while a sample fact is left, 0 once none is. */
export function checkRelease(
  sources: { site: unknown; footer?: unknown; env: unknown },
  mode: string,
  print: (line: string) => void = console.log,
): number {
  const facts = sampleFacts(sources);
  if (facts.length === 0) {
    print(`check:release: no sample fact left in the site file or .env.${mode}.`);
    return 0;
  }
  print(sampleFactsReport(facts, mode));
  return 1;
}

/**
 * The site configuration and environment of a build in `mode`, as the site reads them: through
 * Vite (the site file imports pictures, and the environment comes from `.env.<mode>`).
 */
export async function loadSite(
  mode: string,
): Promise<{ site: unknown; footer: unknown; env: unknown }> {
  const vite = await createServer({
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { site } = (await vite.ssrLoadModule('/src/config/site.ts')) as { site: unknown };
    const { siteFooter: footer } = (await vite.ssrLoadModule('/src/config/site-footer.ts')) as {
      siteFooter: unknown;
    };
    const { env } = (await vite.ssrLoadModule('/src/config/env.ts')) as { env: unknown };
    return { site, footer, env };
  } finally {
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
  const mode = values.mode ?? 'production';
  process.exitCode = checkRelease(await loadSite(mode), mode);
}
