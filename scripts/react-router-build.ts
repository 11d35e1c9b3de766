// React Router 7's package.json sends every import to its development build (dist/development),
// whose one difference from dist/production is `ENABLE_DEV_WARNINGS = true`: warnings no visitor
// sees, their messages built on every route render, their code in the app's first-visit file.
// The client build takes the production build beside it instead, as remix-run/react-router#14102
// suggests until the package does so itself. (The prerender's server build loads the package
// through Node, as it is.)
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, Plugin } from 'vite';

// The package as the project resolves it (npm may install it elsewhere than ./node_modules).
const packageFolder = dirname(
  createRequire(join(process.cwd(), 'package.json')).resolve('react-router/package.json'),
);
const productionFile = (name: string) => join(packageFolder, 'dist', 'production', name);

/** Vite aliases from `react-router` and `react-router/dom` to their production builds. */
export function reactRouterProductionBuild(): Alias[] {
  return [
    { find: /^react-router$/, replacement: productionFile('index.mjs') },
    { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
  ];
}

/** The production build's files, as the bundler names them. */
const PRODUCTION_FILE = /react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * Makes React Router's unused components removable: its production build assigns a displayName
 * to each component and context (`Link.displayName = "Link"`) and makes them with
 * `React.forwardRef(…)` / `React.createContext(…)` calls not marked pure, so the bundler keeps
 * every one (NavLink, Form, HistoryRouter, ScrollRestoration and what they call) in the app's
 * file although the site renders none of them. Here those assignments go (React DevTools shows
 * the function names instead) and those calls are marked pure. So are its `warning(…)` calls,
 * which the production build keeps: console messages for a developer (about 2 KB of English in
 * every first visit), never a visitor's; `invariant(…)`, which throws, stays.
 */
function stripUnusedReactRouter(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1')
    .replace(/(?<![\w$.]|function )(warning(?:Once)?\()/g, '/* @__PURE__ */ $1');
}

/** The Vite plugin of stripUnusedReactRouter, for the client build. */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    transform: {
      filter: { id: PRODUCTION_FILE },
      handler: (code) => ({ code: stripUnusedReactRouter(code), map: null }),
    },
  };
}
