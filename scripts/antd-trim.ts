// Leaves out of the client build the antd code the site's islands never run. On a phone's slow line
// the login island's bytes stand between a press on 登录/注册 and its dialog. No library does this: antd documents zeroRuntime but ships no
// build step that drops the code it skips.
//
// 1. Style functions. antd's components generate their CSS at run time from a style function each,
//    handed to genStyleHooks (or genComponentStyleHook, genSubStyleComponent) in
//    `antd/es/<component>/style/`. The islands run antd with `zeroRuntime`
//    (src/components/antd-island/antd-island.tsx): their CSS is extracted at build time
//    (`npm run antd-css`) and the hooks return before calling the function. Here the hooks get an
//    empty one, so the bundler drops the real ones (71 KB minified of the login island). The hooks,
//    and the component tokens they register as CSS variables, stay.
// 2. Parts behind options the site never sets (eslint.config.js forbids setting them), replaced
//    where one antd module imports them: Form.Item's `tooltip` (antd's Tooltip and the positioning
//    engine under it), the ConfigProvider's `tooltip.unique`, and the Modal's `loading` skeleton.
//    Other importers (a Table's sorter tooltip, the customer centre's Skeleton) keep the real ones.
import { parseAst, type Plugin } from 'vite';

const STYLE_HOOK_MAKERS = new Set([
  'genStyleHooks',
  'genComponentStyleHook',
  'genSubStyleComponent',
]);
const ANTD_STYLE_FILE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:.+[\\/])?style[\\/][^\\/]+\.js$/;
const EMPTY_STYLE = '() => []';

/** What renders in place of a left-out part: its children, as the option's absence would. */
const CHILDREN_ONLY = 'export default function LeftOut(props) { return props.children ?? null; }';

/** antd module (under antd/es/) → the import it makes → why the site never needs it. */
export const LEFT_OUT: Record<string, Record<string, string>> = {
  'form/FormItemLabel.js': { '../tooltip': "Form.Item's tooltip" },
  'config-provider/index.js': { '../tooltip/UniqueProvider': "ConfigProvider's tooltip.unique" },
  'modal/Modal.js': { '../skeleton': "Modal's loading" },
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of an ESTree tree, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) yield* nodes(child);
}

/**
 * The module's code with the style function of each style-hook maker's call replaced by an empty
 * one, or null when it calls none.
 */
export function withoutStyleFunctions(code: string): string | null {
  const ranges: Array<[number, number]> = [];
  for (const node of nodes(parseAst(code) as unknown as Node)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const args = node.arguments as Node[];
    if (callee.type === 'Identifier' && STYLE_HOOK_MAKERS.has(callee.name!) && args.length >= 2)
      ranges.push([args[1]!.start, args[1]!.end]);
  }
  if (ranges.length === 0) return null;
  let out = code;
  // From the last, so the earlier offsets still hold.
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + EMPTY_STYLE + out.slice(end);
  return out;
}

/** The LEFT_OUT entry of an import, or undefined. */
export function leftOut(source: string, importer: string | undefined): string | undefined {
  const match = importer?.replace(/\\/g, '/').match(/\/node_modules\/antd\/es\/(.+)$/);
  return match ? LEFT_OUT[match[1]!]?.[source] : undefined;
}

const LEFT_OUT_ID = '\0antd-left-out';

/** The client build only: tests render antd with runtime styles, the prerender renders no antd. */
export function antdTrim(): Plugin {
  return {
    name: 'antd-trim',
    // Before Vite's own resolver, which would resolve the left-out imports first.
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    resolveId(source, importer) {
      return leftOut(source, importer) ? LEFT_OUT_ID : null;
    },
    load(id) {
      return id === LEFT_OUT_ID ? CHILDREN_ONLY : null;
    },
    transform(code, id) {
      if (!ANTD_STYLE_FILE.test(id)) return null;
      const out = withoutStyleFunctions(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
