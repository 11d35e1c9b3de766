// V8 (Chromium 136 and later) compiles every function of a script that begins with this comment
// at once, on a background thread while the file streams in. Without it, a function is compiled
// on the main thread the first time it is called: on a slow phone that is a share of hydration
// (React DOM's functions) and of the login dialog's first render (antd's). Other engines read a
// comment. Only for files whose code runs as soon as they arrive: eager compilation of a library
// that a page uses in part (three.js, MiniSearch) would cost memory and background time for
// nothing. No library writes this comment; Rolldown's `banner` would put it below the line Vite
// adds at the top of a chunk that preloads others.
import type { Plugin, Rollup } from 'vite';
import { BOOT_CHUNK } from './first-visit.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts the chunk's code with the hint, and moves its source map (the chunk's, and the `.map`
 * file already in the bundle) down a line.
 */
export function addCompileHint(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapFile.source = JSON.stringify(map);
  }
}

/**
 * The app's chunk (React, React DOM, the router and the shell: hydration calls most of it) and
 * the chunks that carry antd (the islands, rendered as they arrive).
 */
export const hintedChunk = (chunk: Rollup.OutputChunk): boolean =>
  chunk.name === BOOT_CHUNK ||
  chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]antd[\\/]/.test(id));

/** The client build only; last of every plugin's generateBundle, after Vite's own first line. */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && hintedChunk(chunk)) addCompileHint(chunk, bundle);
      },
    },
  };
}
