import { ConfigProvider, message, type ThemeConfig } from 'antd';
// The ES module build: 'antd/locale/zh_CN' is CommonJS and drags antd's lib/ copies along.
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { setErrorNotifier } from '@/lib/http/notifier';
import { ANTD_THEME } from './antd-theme';
import { IslandMessage } from './island-message';
// antd's styles, extracted at build time by `npm run antd-css` (see antd-css.tsx).
import './antd.generated.css';

/** Toasts for the island and for the http client's errors while the island is mounted. */
function Toasts({ children }: { children: ReactNode }) {
  const [toasts, holder] = message.useMessage({ duration: 3, maxCount: 3 });
  useEffect(() => setErrorNotifier((text) => void toasts.error(text)), [toasts]);
  return (
    <IslandMessage.Provider value={toasts}>
      {holder}
      {children}
    </IslandMessage.Provider>
  );
}

interface AntdIslandProps {
  children: ReactNode;
  /** Extra theme for tests (e.g. motion off): antd then generates its styles at run time. */
  theme?: ThemeConfig;
}

/**
 * antd lives only inside islands loaded on demand (login modal, customer centre): each brings its
 * ConfigProvider (zh_CN, theme, no space between two Chinese characters) and its toasts, and
 * routes the http client's error toasts to them.
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
      <Toasts>{children}</Toasts>
    </ConfigProvider>
  );
}
