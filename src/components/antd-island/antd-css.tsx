import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ANTD_THEME } from './antd-theme';

/**
 * Every antd component an island renders (login modal, enquiry form, customer centre), by its
 * export name. A component missing here renders unstyled: add it and run `npm run antd-css`.
 */
export const ANTD_COMPONENTS = [
  'App',
  'Button',
  'Card',
  'Checkbox',
  // Form.Item lays out its label and control with Row and Col.
  'Col',
  'Form',
  'Input',
  'InputNumber',
  'Modal',
  'Row',
  'Skeleton',
  'Statistic',
  'message',
] as const;

/**
 * Rules of the extraction the islands must not get:
 * - theme variables under a `.css-var-<id>` class: the id comes from React's useId, so it never
 *   matches; antd still sets the variables at run time (zeroRuntime skips only component styles);
 * - antd's global link style (bare `a`, `a:hover`…, scoped by the hash class that `hashed: false`
 *   turns off): it would recolour every link of the page; the site's own `a` rule applies;
 * - the grid's responsive, offset, push, pull and order classes: Form.Item needs only the plain
 *   row and column; these were 440 KB once lowered for Safari 14 (logical properties per language).
 */
const DROPPED_SELECTORS = [
  /^\.css-var-/,
  /^a(?:[:[].*)?$/,
  /^\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-|(?:offset|push|pull|order)-)/,
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

/** The static CSS of ANTD_COMPONENTS under the site's theme (build tooling; never in the app). */
export function antdCss(): string {
  return dropRules(
    extractStyle({
      includes: [...ANTD_COMPONENTS],
      customTheme: (node) => (
        <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
          {node}
        </ConfigProvider>
      ),
    }),
  );
}
