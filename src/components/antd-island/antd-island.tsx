import { ConfigProvider, type ThemeConfig } from 'antd';
// The ES module build: 'antd/locale/zh_CN' is CommonJS and drags antd's lib/ copies along.
import zhCN from 'antd/es/locale/zh_CN';
import type { MessageInstance } from 'antd/es/message/interface';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { setErrorNotifier } from '@/lib/http/notifier';
import { ANTD_THEME } from './antd-theme';
import { IslandMessage, type IslandToasts } from './island-message';
// antd's styles, extracted at build time by `npm run antd-css` (see antd-css.tsx).
import './antd.generated.css';

const ToastHolder = lazy(() => import('./toast-holder'));

type Toast = { kind: keyof IslandToasts; text: string };

/**
 * Toasts for the island and for the http client's errors while the island is mounted. antd's
 * message code (about 7 KB of brotli) comes in a chunk of its own, fetched as the island mounts
 * (./toast-holder): on the slow-phone profile the login dialog then shows its inputs sooner after a
 * tap right after hydration (docs/benchmarks.md). A toast
 * asked for before the chunk has arrived waits for it.
 */
function Toasts({ children }: { children: ReactNode }) {
  const shown = useRef<MessageInstance | null>(null);
  const waiting = useRef<Toast[]>([]);
  // One object for the island's life: a consumer's effect that depends on it runs once.
  const toasts = useMemo<IslandToasts>(() => {
    const show = (kind: Toast['kind'], text: string) => {
      if (shown.current) void shown.current[kind](text);
      else waiting.current.push({ kind, text });
    };
    return { success: (text) => show('success', text), error: (text) => show('error', text) };
  }, []);
  const ready = useCallback((api: MessageInstance) => {
    shown.current = api;
    for (const { kind, text } of waiting.current.splice(0)) void api[kind](text);
  }, []);
  useEffect(() => setErrorNotifier((text) => toasts.error(text)), [toasts]);
  return (
    <IslandMessage.Provider value={toasts}>
      <Suspense fallback={null}>
        <ToastHolder onReady={ready} />
      </Suspense>
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
