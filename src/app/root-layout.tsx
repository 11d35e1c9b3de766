import { memo, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PhoneActionBar } from '@/components/layout/phone-action-bar/phone-action-bar';
import { SideGuideBar } from '@/components/layout/side-guide-bar/side-guide-bar';
import { loadFooter } from '@/components/layout/site-footer/footer-later-part';
// The footer's styles stay in the shell's CSS (inlined in every prerendered page, the app shell's
// too), while its code comes after hydration (./page-data.ts).
import '@/components/layout/site-footer/site-footer.module.less';
import { SiteHeader } from '@/components/layout/site-header/site-header';
import { EnvBadge } from '@/components/ui/env-badge';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { CompareTraySlot, TRAY_HIDDEN_ON } from '@/features/compare/compare-tray-slot';
import { useInquiryList } from '@/features/inquiry/inquiry-list';
import { routeInfo } from '@/lib/route/route-info';
import { useHashScroll } from '@/hooks/use-hash-scroll';
import { useLaterPart } from '@/hooks/use-later-part';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { useLinkPrefetch } from './use-link-prefetch';
import { useRootFontSize } from '@/hooks/use-root-font-size';
import { useSession } from '@/lib/session/session';
import { whenNotComposing } from '@/lib/session/login-draft';
import { whenLoginIslandWanted } from '@/lib/session/login-island-hold';
import { replayEarlyTaps } from './early-taps/replay';
import { markHydrated } from '@/lib/layout/hydration';
import SearchPanel from '@/features/search/search-panel';
import { loadLoginModal, warmLoginModal, warmSearchIndex } from './islands';
import { LoginFailed } from './login-failed';
import { LoginFrame } from './login-frame/login-frame';
import { pageLoads } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { salesmanCard } from './salesman-card';
import styles from './root-layout.module.less';

// antd and the modal load on the first click of 登录/注册, never with the page; when the page
// opened the dialog itself, once the visitor starts on the frame that stands in for it.
// An input method composing in that frame holds the swap until it commits.
const LoginModal = retryableLazy(() =>
  whenLoginIslandWanted()
    .then(loadLoginModal)
    .then((island) => whenNotComposing().then(() => island)),
);

// The layout renders again with every session change (登录/注册 opens the login modal through it)
// and every press on 搜索; the parts whose props stay the same skip those renders. On the slow-phone
// profile a tap on 搜索 right after hydration answers sooner (bench:taps, docs/benchmarks.md); a
// click on 登录/注册 did not move.
const Footer = memo(function LaterFooter() {
  const { SiteFooter } = useLaterPart(loadFooter);
  return <SiteFooter />;
});
const PhoneBar = memo(PhoneActionBar);
const SideBar = memo(SideGuideBar);
const Tray = memo(CompareTraySlot);
const Badge = memo(EnvBadge);

/** Header, page outlet, footer, side bar and the login modal around every page. */
export function RootLayout() {
  const location = useLocation();
  // A page's chunk on its way: the navigation is held (a transition) and the old page stays.
  const pageLoading = useSyncExternalStore(pageLoads.subscribe, pageLoads.pending, () => false);
  const { token, profile, loginOpen } = useSession();
  // Loaded on the first request and kept, so closing it can animate and reopening is instant.
  const [loginLoaded, setLoginLoaded] = useState(false);
  if (loginOpen && !loginLoaded) setLoginLoaded(true);
  useRootFontSize();
  useHashScroll(location.hash, location.key);
  useScrollRestoration();
  useLinkPrefetch(location.pathname + location.search);
  useEffect(() => {
    // Tells browser tests (and curious QA) that the prerendered page is now interactive.
    document.documentElement.dataset.ready = 'true';
    markHydrated();
    // Every effect of the first commit has run: the buttons pressed before it get their answer.
    // After this effect, not in it: a press on a part still to hydrate (HydrateLater) makes React
    // hydrate that part at once, which it cannot do from inside its own commit.
    queueMicrotask(() => replayEarlyTaps());
  }, []);

  const salesman = useMemo(() => (token ? salesmanCard(profile) : null), [token, profile]);
  const inquiryItems = useInquiryList();
  const [searchFrom, setSearchFrom] = useState<HTMLButtonElement | null>(null);
  const closeSearch = () => {
    searchFrom?.focus();
    setSearchFrom(null);
  };

  return (
    <>
      <a className={styles.skip} href="#main">
        跳到主要内容
      </a>
      {pageLoading ? (
        <div className={styles.progress} role="progressbar" aria-label="页面加载中" />
      ) : null}
      <SiteHeader
        onSearch={setSearchFrom}
        inquiryCount={inquiryItems.length}
        onSearchIntent={warmSearchIndex}
        onLoginIntent={warmLoginModal}
      />
      {/* No Suspense here: the page hydrates with the layout in one pass (so the taps made
          before hydration replay on hydrated buttons), and a page still on its way holds the
          navigation, which React Router runs as a transition, with the old page on screen. */}
      <RouteErrorBoundary url={location.pathname + location.search}>
        <Outlet />
      </RouteErrorBoundary>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {/* Below the footer, in the page's flow: never over its text. */}
      <Badge />
      {TRAY_HIDDEN_ON.has(routeInfo(location.pathname).name) ? null : <Tray />}
      <PhoneBar
        inquiryCount={inquiryItems.length}
        sideSlots={1 + (salesman ? 1 : 0) + (salesman?.wxQrUrl ? 1 : 0)}
      />
      <SideBar salesman={salesman} inquiryCount={inquiryItems.length} />
      {/* In the shell (small): its field opens at the press; the index loads then or before. */}
      {searchFrom ? <SearchPanel onClose={closeSearch} /> : null}
      {loginLoaded ? (
        // Its island failed: said in the dialog's place, never a blank page. Closing it clears
        // the failure, so the next 登录/注册 loads it again.
        <IslandBoundary
          resetOn={loginOpen}
          fallback={(retry, failures) =>
            loginOpen ? <LoginFailed retry={retry} failures={failures} /> : null
          }
        >
          <Suspense fallback={loginOpen ? <LoginFrame /> : null}>
            <LoginModal />
          </Suspense>
        </IslandBoundary>
      ) : null}
    </>
  );
}
