// tsx (npm run antd-css) reads no tsconfig for this file: the automatic JSX runtime, stated here.
/** @jsxRuntime automatic */
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ANTD_THEME } from './antd-theme';

/**
 * The antd components the islands render, by export name, in groups with a CSS file each. `form`
 * is what every island uses (antd-island.tsx imports its file); the others are imported by the one
 * island that needs them, so the enquiry form does not parse the login dialog's or the customer
 * centre's styles. A component missing here renders unstyled: add it and run `npm run antd-css`.
 */
export const ANTD_CSS_GROUPS = {
  // Form.Item lays out its label and control with Row and Col.
  form: ['Button', 'Checkbox', 'Col', 'Form', 'Input', 'InputNumber', 'Row', 'message'],
  modal: ['Modal'],
  centre: ['Card', 'Skeleton', 'Statistic'],
} as const;

export type AntdCssGroup = keyof typeof ANTD_CSS_GROUPS;

/** Where each group's CSS is written, next to this file. */
export const antdCssFile = (group: AntdCssGroup) =>
  group === 'form' ? 'antd.generated.css' : `antd-${group}.generated.css`;

/**
 * Rules of the extraction the islands must not get:
 * - theme variables under a `.css-var-<id>` class: the id comes from React's useId, so it never
 *   matches; antd still sets the variables at run time (zeroRuntime skips only component styles);
 * - antd's global link style (bare `a`, `a:hover`…, scoped by the hash class that `hashed: false`
 *   turns off): it would recolour every link of the page; the site's own `a` rule applies;
 * - the grid's responsive, offset, push, pull and order classes: Form.Item needs only the plain
 *   row and column; these were 440 KB once lowered for Safari 14 (logical properties per language);
 * - what no island renders: right-to-left layouts, the filled, underlined and borderless input
 *   variants, input groups and addons, search and OTP inputs, button groups, compact spacing, the
 *   preset button colours, ghost buttons and inline forms. They were a third of the form group, and
 *   every rule is parsed and matched when an island mounts (a long task on a slow phone).
 */
const UNUSED_PARTS = new RegExp(
  [
    String.raw`-rtl\b`,
    String.raw`\.ant-input(?:-number)?-(?:filled|underlined|borderless|group|compact)\b`,
    String.raw`\.ant-(?:input-search|otp|btn-group|btn-compact|btn-background-ghost|form-inline)\b`,
    String.raw`\.ant-btn-color-(?:blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)\b`,
  ].join('|'),
);

const DROPPED_SELECTORS = [
  /^\.css-var-/,
  /^a(?:[:[].*)?$/,
  /^\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-|(?:offset|push|pull|order)-)/,
  UNUSED_PARTS,
];

/** A rule goes when every selector of its list is one of DROPPED_SELECTORS. */
const dropped = (selectorList: string) =>
  selectorList
    .split(',')
    .every((selector) => DROPPED_SELECTORS.some((pattern) => pattern.test(selector.trim())));

/** Removes those rules (also inside @media), then the @media blocks left empty. */
function dropRules(css: string): string {
  return css
    .replace(/(?<=^|[{}])([^{}@]+)\{[^{}]*\}/g, (rule, selectorList: string) =>
      dropped(selectorList) ? '' : rule,
    )
    .replace(/@media[^{}]*\{\}/g, '');
}

/** The CSS statements at the top level: rules and whole at-rule blocks (@media, @keyframes). */
function statements(css: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      list.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return list;
}

/**
 * Runs `render` without antd's deprecation notices: the extractor itself renders every component
 * of a group, Input.Group included, which the site never uses.
 */
function withoutAntdNotices<T>(render: () => T): T {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) error(...args);
  };
  try {
    return render();
  } finally {
    console.error = error;
  }
}

const extract = (components: readonly string[]) =>
  dropRules(
    withoutAntdNotices(() =>
      extractStyle({
        includes: [...components],
        customTheme: (node) => (
          <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
            {node}
          </ConfigProvider>
        ),
      }),
    ),
  );

/**
 * The static CSS of each group under the site's theme (build tooling; never in the app). A group
 * other than `form` leaves out what `form` has already (the reset, and components it builds on,
 * such as the dialog's buttons).
 */
export function antdCss(): Record<AntdCssGroup, string> {
  const form = extract(ANTD_CSS_GROUPS.form);
  const shared = new Set(statements(form));
  const css = (group: AntdCssGroup) =>
    group === 'form'
      ? form
      : statements(extract(ANTD_CSS_GROUPS[group]))
          .filter((statement) => !shared.has(statement))
          .join('');
  return Object.fromEntries(
    (Object.keys(ANTD_CSS_GROUPS) as AntdCssGroup[]).map((group) => [group, css(group)]),
  ) as Record<AntdCssGroup, string>;
}
