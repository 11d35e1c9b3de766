/**
 * The style tokens that code reads as well as Less, written here once: vite.config.ts hands them
 * to every Less file as @brand and @font-stack (src/styles/tokens.less derives the rest), antd's
 * theme (src/components/antd-island/antd-theme.ts), index.html's theme colour and the share cards
 * (scripts/share-cards.ts) import them. No imports, so Node scripts read it through tsx.
 */

/** The brand blue: white text on it passes WCAG AA. */
export const brand = '#0b5cad';

/** The text font stack: the system's Chinese sans-serif faces, Linux's last. */
export const fontStack =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";

/** The tokens as Less variables (Vite's `css.preprocessorOptions.less.globalVars`). */
export const lessGlobals = { brand, 'font-stack': fontStack };
