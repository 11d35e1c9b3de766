import type { ThemeConfig } from 'antd';
import { brand, fontStack } from '@/styles/tokens';

/**
 * Brand blue: white text on it passes WCAG AA (antd's default #1677ff does not); the error red and
 * the secondary greys are darkened for the same reason (4.5:1 on white).
 */
export const ANTD_THEME: ThemeConfig = {
  // One antd on the page: plain .ant-* selectors, the same in development and production, so the
  // CSS extracted by `npm run antd-css` matches every build.
  hashed: false,
  token: {
    colorPrimary: brand,
    colorLink: brand,
    colorError: '#c4161c',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    borderRadius: 6,
    fontFamily: fontStack,
  },
};
