// How tests, benchmarks and scripts run the build as a child process. Node 20 runs no TypeScript of
// its own, so the scripts run through tsx's command line.

/** tsx's command line, from the repository root. */
export const TSX_CLI = 'node_modules/tsx/dist/cli.mjs';

/** The arguments to `process.execPath` that build `mode` into `outDir` (scripts/build.ts). */
export const buildArgs = (mode: string, outDir = 'dist'): string[] => [
  TSX_CLI,
  'scripts/build.ts',
  mode,
  outDir,
];
