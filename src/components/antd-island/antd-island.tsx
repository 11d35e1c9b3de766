import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { setErrorNotifier } from '@/lib/http/notifier';

/**
 * Brand blue: white text on it passes WCAG AA (antd's default #1677ff does not); the error red and
 * the secondary greys are darkened for the same reason (4.5:1 on white).
 */
export const ANTD_THEME: ThemeConfig = {
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

function ErrorToastBridge() {
  const { message } = App.useApp();
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message]);
  return null;
}

interface AntdIslandProps {
  children: ReactNode;
  /** Extra theme for tests (e.g. motion off). */
  theme?: ThemeConfig;
}

/**
 * antd lives only inside islands loaded on demand (login modal, customer centre): each brings its
 * ConfigProvider (zh_CN, theme, no space between two Chinese characters) and App, and routes the
 * http client's error toasts to its own message API.
 */
export function AntdIsland({ children, theme }: AntdIslandProps) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ ...ANTD_THEME, ...theme, token: { ...ANTD_THEME.token, ...theme?.token } }}
      button={{ autoInsertSpace: false }}
    >
      <App message={{ duration: 3, maxCount: 3 }}>
        <ErrorToastBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
