import { memo, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import LogoMark from '@/assets/brand/logo-mark.svg?react';
import { env } from '@/config/env';
import { NAV } from '@/config/nav';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useDismiss } from '@/hooks/use-dismiss';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useScrollPast } from '@/hooks/use-scroll-past';
import { routeInfo } from '@/lib/route/route-info';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { useSession } from '@/lib/session/session';
import { MainNav } from './main-nav';
import { telHref } from '@/config/tel';
import styles from './site-header.module.less';
import panelStyles from './site-header-panel.module.less';

const SOLID_AFTER_PX = 20;

// The header renders again with every session change and scroll past SOLID_AFTER_PX; the menu's
// links only when the route or the breakpoint changes.
const Nav = memo(MainNav);

interface SiteHeaderProps {
  /** Opens site search (the root layout loads it on demand); gets the button to return focus to. */
  onSearch?: (button: HTMLButtonElement) => void;
  /** Models on the enquiry list: 获取报价 gives the count once there is one. */
  inquiryCount?: number;
  /** A pointer over, a touch on or focus on 搜索 / 登录/注册: load what the press will open. */
  onSearchIntent?: () => void;
  onLoginIntent?: () => void;
}

/** A pointer over, a touch on or focus on a button: the signs that a press may follow. */
const onIntent = (handler?: () => void) => ({
  onPointerEnter: handler,
  onTouchStart: handler,
  onFocus: handler,
});

/** Fixed top bar: brand, main navigation, hotline, WeChat QR, search, 获取报价 and the account. */
export function SiteHeader({
  onSearch,
  inquiryCount = 0,
  onSearchIntent,
  onLoginIntent,
}: SiteHeaderProps) {
  const location = useLocation();
  const current = useMemo(
    () => routeInfo(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const scrolled = useScrollPast(SOLID_AFTER_PX);
  // Hover opens dropdowns only where the full bar shows (the nav-full breakpoint in tokens.less).
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  // The menu remembers the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Escape or a press on the dimmed page closes the open menu; Escape hands focus back to 菜单.
  useDismiss(headerRef, menuOpen, () => {
    setMenuOpenAt(null);
    if (headerRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus();
  });
  const { loggedIn, openLogin, logout } = useSession();
  const solid = scrolled || current.name === 'argument' || menuOpen;

  return (
    <header ref={headerRef} className={styles.header} data-solid={solid ? 'true' : 'false'}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          <LogoMark className={styles.mark} width={40} height={40} aria-hidden="true" />
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className={panelStyles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          <span className={panelStyles.menuIcon} aria-hidden="true" />
          {/* Open, the button says what it does next; its name keeps 菜单 (关闭菜单). */}
          <span className={panelStyles.menuLabel}>
            {menuOpen ? (
              <>
                关闭<span className="visually-hidden">菜单</span>
              </>
            ) : (
              '菜单'
            )}
          </span>
        </button>
        <div
          id="site-menu"
          className={`${panelStyles.panel} ${menuOpen ? panelStyles.panelOpen : ''}`}
        >
          <Nav entries={NAV} current={current} hoverEnabled={isDesktop} />
          <div className={panelStyles.contact}>
            <span className={panelStyles.hotline}>
              <span className={panelStyles.hotlineLabel}>服务热线</span>
              <a href={telHref(site.company.hotline)}>{site.company.hotline}</a>
            </span>
            <span className={panelStyles.wechat} tabIndex={0}>
              {/* Lazy: on phones the menu panel is hidden until 菜单 opens it. */}
              <img
                src={site.business.wechatQr}
                alt="微信二维码"
                width={34}
                height={34}
                loading="lazy"
              />
              <span className={panelStyles.wechatTip} aria-hidden="true">
                扫码添加客服微信
              </span>
            </span>
          </div>
        </div>
        {/* Dims the page under the open menu (below 1024 px), in every engine: an element of its
            own, shown by the same CSS as the panel, so the menu opened before hydration dims too.
            A press on it closes the menu and goes no further. */}
        <div
          className={`${panelStyles.backdrop} ${menuOpen ? panelStyles.backdropOpen : ''}`}
          aria-hidden="true"
          onClick={() => setMenuOpenAt(null)}
        />
        <div className={styles.account}>
          <button
            type="button"
            className={styles.searchButton}
            aria-label="搜索"
            {...onIntent(onSearchIntent)}
            onClick={(event) => onSearch?.(event.currentTarget)}
          >
            <Icon name="search" />
          </button>
          <Link
            to={paths.inquiry}
            className={styles.quote}
            aria-label={inquiryCount > 0 ? `获取报价 (${inquiryCount})` : undefined}
          >
            获取报价
            {inquiryCount > 0 ? (
              <span className={styles.quoteCount} aria-hidden="true">
                {inquiryCount}
              </span>
            ) : null}
          </Link>
          {/* On a phone the account controls are icons beside 搜索 and 菜单; their words stay
              their names. */}
          {loggedIn ? (
            <>
              <SmartLink href={env.ucenterUrl} className={styles.accountLink}>
                <Icon name="user" className={styles.accountIcon} />
                <span className={styles.accountLabel}>客户中心</span>
              </SmartLink>
              <button type="button" className={styles.accountGhost} onClick={logout}>
                <Icon name="logout" className={styles.accountIcon} />
                <span className={styles.accountLabel}>退出登录</span>
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.accountButton}
              aria-haspopup="dialog"
              {...onIntent(onLoginIntent)}
              onClick={openLogin}
            >
              <Icon name="user" className={styles.accountIcon} />
              <span className={styles.accountLabel}>登录/注册</span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
