/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import svgr from 'vite-plugin-svgr';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildTargets, cssTargets } from './scripts/build-targets.ts';
import {
  reactRouterProductionBuild,
  reactRouterTreeShaking,
} from './scripts/react-router-build.ts';
import { antdTrim } from './scripts/antd-trim.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { BOOT_CHUNK } from './scripts/first-visit.ts';
import { shortClassNames } from './scripts/short-class-names.ts';
import { siteFacts } from './scripts/site-facts.ts';
import { lessGlobals } from './src/styles/tokens.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Every page carries its favicon (public/favicon.svg, 0.6 KB) as a data: URL. As a file, Chromium
 * asked for it once the page had loaded, while the first picture was still being painted on a slow
 * line, and Lighthouse counted that round trip into the largest paint (/product: 1.29 s).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      // Percent-encoded where a URL must be (the W3C validator checks it), readable elsewhere.
      const data = encodeURIComponent(svg.replace(/"/g, "'")).replace(
        /%(2F|3A|3D|2C|27|28|29)/g,
        (escaped) => decodeURIComponent(escaped),
      );
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${data}"`);
    },
  };
}

/** Writes dist/version.json so QA can tell which build a server holds. */
function versionFile(environment: string, commit: string, buildTime: string): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ environment, version: pkg.version, commit, buildTime }, null, 2)}\n`,
      });
    },
  };
}

/**
 * `import x from './script.ts?inline-script'`: the file with the names it imports from
 * src/config/start-up.ts written in place (Rolldown, Vite's bundler, as a library: esbuild would
 * keep them as variables), then minified for ES2017, to inline in each page's <head> before the
 * app (src/app/early-taps/inline.ts). Every byte of the HTML counts: a page over about 14.3 KB gzip
 * takes a second round trip. esbuild minifies, as Vite's own minifier for older targets; its output
 * is deterministic for the locked version, and deploy/nginx.conf's CSP names the script by hash.
 */
function inlineScripts(): Plugin {
  const QUERY = '?inline-script';
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer);
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const [{ build }, { transform }] = await Promise.all([import('rolldown'), import('esbuild')]);
      const { output } = await build({
        input: id.slice(0, -QUERY.length),
        platform: 'browser',
        write: false,
        optimization: { inlineConst: { mode: 'all', pass: 1 } },
      });
      const [chunk] = output;
      for (const file of chunk.moduleIds) this.addWatchFile(file);
      const { code } = await transform(chunk.code, { minify: true, target: 'es2017' });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}

/**
 * `vite preview` serves prerendered pages the way deploy/nginx.conf does (see
 * scripts/prerendered-files.ts), and every text file as the build's .br or .gz, as nginx's
 * brotli_static and gzip_static do (Vite's own preview gzips on the fly, a few KB larger).
 */
function prerenderedPreview(): Plugin {
  return {
    name: 'prerendered-preview',
    async configurePreviewServer(server) {
      const { resolvePrerendered } = await import('./scripts/prerendered-files.ts');
      const { precompressedFile, TEXT_TYPES } = await import('./scripts/precompressed-file.ts');
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const send = (file: string) => {
          const type = TEXT_TYPES[file.slice(file.lastIndexOf('.') + 1)];
          if (!type) return false;
          const twin = precompressedFile(file, req.headers['accept-encoding']);
          if (!twin) return false;
          const body = readFileSync(twin.file);
          res.setHeader('Content-Type', type);
          res.setHeader('Content-Encoding', twin.encoding);
          res.setHeader('Content-Length', body.length);
          res.setHeader('Vary', 'Accept-Encoding');
          res.end(req.method === 'HEAD' ? undefined : body);
          return true;
        };
        // As nginx answers: hashed files are never asked for again (sirv would revalidate them).
        const asset = /^\/assets\/[^?#]+/.exec(req.url ?? '')?.[0];
        if (asset) {
          const file = join(outDir, asset);
          if (!existsSync(file)) return next();
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          return send(file) ? undefined : next();
        }
        const target = resolvePrerendered(outDir, req.url ?? '/');
        if (!target) return next();
        res.statusCode = target.status;
        res.setHeader('Cache-Control', 'no-cache');
        if (send(target.file)) return;
        res.setHeader('Content-Type', TEXT_TYPES.html!);
        res.setHeader('Vary', 'Accept-Encoding');
        res.end(readFileSync(target.file));
      });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const commit = gitCommit();
  const buildTime = new Date().toISOString();
  return {
    plugins: [
      // index.html's theme colour and hotline, from the token and company files.
      siteFacts(),
      inlineScripts(),
      inlineFavicon(),
      // The logo as inline <svg> (src/assets/brand/logo-mark.svg?react): as an <img>, Chromium
      // builds an SVG document for it on the main thread just as the first picture wants to paint.
      svgr(),
      react(),
      // antd code the islands never run, left out of the client build (the login island's bytes).
      antdTrim(),
      // React Router's components the site never renders, left out of the app's file.
      command === 'build' && !isSsrBuild ? reactRouterTreeShaking() : null,
      // V8 compiles the app's and the islands' functions while their files stream in.
      compileHints(),
      versionFile(env.VITE_APP_ENV ?? mode, commit, buildTime),
      prerenderedPreview(),
      // `npm run size:packages` (scripts/size.ts): every module's share of every chunk, gzipped.
      process.env.SIZE_REPORT
        ? visualizer({
            filename: process.env.SIZE_REPORT,
            template: 'raw-data',
            gzipSize: true,
            // Sizes after minification, read through the source maps the build then writes.
            sourcemap: true,
          })
        : null,
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' && !isSsrBuild ? reactRouterProductionBuild() : []),
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_ID__: JSON.stringify(`${pkg.version}-${commit}`),
    },
    // Images stay files (lazy, cacheable) instead of data URIs inside the JS of the first visit.
    // Supported browsers (package.json "browserslist", README "Supported browsers"): Chromium 87+
    // (older Android WebViews and in-app browsers), Safari/iOS 14+, current Firefox and Edge.
    build: {
      manifest: true,
      assetsInlineLimit: 0,
      target: buildTargets(),
      cssTarget: buildTargets(),
      // The one chunk past 500 kB is the 3D viewer (three.js, 590 kB, 150 kB gzip): it loads only
      // when a visitor opens 3D 查看 on a model page, never with a first visit (npm run size).
      chunkSizeWarningLimit: 650,
      // The app (boot.tsx and everything it imports: React, the router, the shell) in one chunk
      // instead of a dozen shared ones: on a phone's 150 ms round trip each file costs a wave of
      // requests (scripts/first-visit.ts finds it by this name). Vite's preload helper stays
      // apart, or the entry would import the app statically. Not for the prerender's own build.
      // The code two pages share (the catalogue's data, case lists, helpers) is copied into each
      // page's chunk instead of a small shared file of its own: a model page's first visit was
      // many small files, and HTTP/1.1's six connections per host took them in waves of a round
      // trip each (bench:load, docs/benchmarks.md). Now it is 3-8 files: the app, the page's chunk, the shared components that
      // have styles, and on a model page its series' data (src/app/page-data.ts). Copies cost
      // bytes only on a later page that shares them, and are one module at run time: each chunk registers its copy by id with the bundler's runtime
      // (0.9 KB, in the entry) and the first one registered runs, so a store or a cache still
      // exists once (e2e/resilience.spec.ts: the http client's notifier reaches the island).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // An imported constant is written where it is used: the names src/config/start-up.ts
            // shares with the prerender and the inline scripts cost no module of their own (as one,
            // the bundler put it in the app's chunk and the entry imported that chunk statically).
            // It made the app's JS smaller (docs/benchmarks.md).
            optimization: { inlineConst: { mode: 'all', pass: 1 } },
            output: {
              codeSplitting: {
                // Never code with styles: a second copy of a rule, in the CSS of a page visited
                // later, would come after the first page's own rules and win over them there.
                experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.(less|css)$/ },
                groups: [
                  { name: 'preload-helper', test: /preload-helper/, priority: 2 },
                  // With the scaffold every page renders (src/components/ui/page.tsx): once in the
                  // app rather than a copy in each page's chunk.
                  {
                    name: BOOT_CHUNK,
                    test: /src[\\/](app[\\/]boot|components[\\/]ui[\\/]page)\.tsx$/,
                    priority: 1,
                  },
                ],
              },
            },
          },
    },
    css: {
      lightningcss: { targets: cssTargets() },
      // @brand and @font-stack, which code reads too (src/styles/tokens.ts).
      preprocessorOptions: { less: { globalVars: lessGlobals } },
      modules: command === 'build' ? { generateScopedName: shortClassNames(process.cwd()) } : {},
    },
    server: {
      port: 5173,
      // Builds, test output and the local API's data are not sources: no reloads when they change.
      watch: { ignored: ['**/dist*/**', '**/test-results/**', '**/.data/**', '**/bench/**'] },
    },
    // No CORS headers (nor their Vary: Origin), as nginx sends none for the site's own files.
    preview: { port: 4173, cors: false },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
      css: false,
      testTimeout: 20_000,
      // Vitest's default leaves a core to its main process, one worker on a 2-core machine; that
      // process mostly waits, and two workers take the run from about 4 min to 2.5 min here.
      maxWorkers: availableParallelism(),
    },
  };
});
