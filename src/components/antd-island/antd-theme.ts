import type { ThemeConfig } from 'antd';

/**
 * Brand blue: white text on it passes WCAG AA (antd's default #1677ff does not); the error red and
 * the secondary greys are darkened for the same reason (4.5:1 on white).
 */
export const ANTD_THEME: ThemeConfig = {
  // One antd on the page: plain .ant-* selectors, the same in development and production, so the
  // CSS extracted by `npm run antd-css` matches every build.
  hashed: false,
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorError: '#c4161c',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};
