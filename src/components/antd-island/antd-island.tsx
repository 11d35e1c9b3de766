import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { setErrorNotifier } from '@/lib/http/notifier';
import { ANTD_THEME } from './antd-theme';
// antd's styles, extracted at build time by `npm run antd-css` (see antd-css.tsx).
import './antd.generated.css';

function ErrorToastBridge() {
  const { message } = App.useApp();
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message]);
  return null;
}

interface AntdIslandProps {
  children: ReactNode;
  /** Extra theme for tests (e.g. motion off): antd then generates its styles at run time. */
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
      theme={{
        ...ANTD_THEME,
        // No style generation at run time: the CSS of the site's theme comes from the file above.
        zeroRuntime: theme === undefined,
        ...theme,
        token: { ...ANTD_THEME.token, ...theme?.token },
      }}
      button={{ autoInsertSpace: false }}
    >
      <App message={{ duration: 3, maxCount: 3 }}>
        <ErrorToastBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
