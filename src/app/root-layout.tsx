import { useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { AccountContext, type AccountState } from '@/components/layout/account-context';
import { SideGuideBar } from '@/components/layout/side-guide-bar/side-guide-bar';
import { SiteFooter } from '@/components/layout/site-footer/site-footer';
import { SiteHeader } from '@/components/layout/site-header/site-header';
import { EnvBadge } from '@/components/ui/env-badge';
import { useHashScroll } from '@/hooks/use-hash-scroll';
import { useRootFontSize } from '@/hooks/use-root-font-size';
import styles from './root-layout.module.less';

/** Header, page outlet, footer and side bar around every page. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const [, setLoginOpen] = useState(false);
  useRootFontSize();
  useHashScroll(location.hash, location.key);

  const account = useMemo<AccountState>(
    () => ({ loggedIn: false, openLogin: () => setLoginOpen(true), logout: () => {} }),
    [],
  );

  return (
    <AccountContext.Provider value={account}>
      <a className={styles.skip} href="#main">
        跳到主要内容
      </a>
      {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-label="页面加载中" /> : null}
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <SideGuideBar />
      <EnvBadge />
      <ScrollRestoration />
    </AccountContext.Provider>
  );
}
