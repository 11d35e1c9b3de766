import { useRef, useState, type PointerEvent } from 'react';
import { isNavGroup, type NavEntry, type NavGroup } from '@/config/nav';
import { isLinkActive, type RouteInfo } from '@/lib/route/route-info';
import { SmartLink } from '@/components/ui/smart-link';
import { useDismiss } from '@/hooks/use-dismiss';
import styles from './main-nav.module.less';

interface MainNavProps {
  entries: NavEntry[];
  current: RouteInfo;
  /** Desktop with a mouse: dropdowns also open on hover. */
  hoverEnabled: boolean;
}

/** The 主导航 menu. Dropdowns open on click/tap, and on mouse hover when `hoverEnabled`. */
export function MainNav({ entries, current, hoverEnabled }: MainNavProps) {
  // The open group is remembered with the route it was opened on, so navigating closes it.
  const [openState, setOpenState] = useState<{ title: string; routeKey: string } | null>(null);
  // The group a hover just opened: the click that follows a hover keeps it open instead of toggling.
  const hoverOpened = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const routeKey = `${current.pathname}?${current.ctype ?? ''}`;
  const open = openState?.routeKey === routeKey ? openState.title : null;
  const setOpen = (update: string | null | ((value: string | null) => string | null)) =>
    setOpenState((prev) => {
      const prevTitle = prev?.routeKey === routeKey ? prev.title : null;
      const next = typeof update === 'function' ? update(prevTitle) : update;
      return next === null ? null : { title: next, routeKey };
    });

  useDismiss(navRef, open !== null, () => setOpenState(null));

  const isMouseHover = (event: PointerEvent) => hoverEnabled && event.pointerType === 'mouse';

  const groupHandlers = (group: NavGroup) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (!isMouseHover(event) || open === group.title) return;
      hoverOpened.current = group.title;
      setOpen(group.title);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!isMouseHover(event)) return;
      hoverOpened.current = null;
      setOpen((value) => (value === group.title ? null : value));
    },
    onTriggerClick: () => {
      if (hoverOpened.current === group.title) {
        hoverOpened.current = null;
        setOpen(group.title);
        return;
      }
      setOpen((value) => (value === group.title ? null : group.title));
    },
  });

  return (
    <nav aria-label="主导航" className={styles.nav} ref={navRef}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (!isNavGroup(entry)) {
            const active = isLinkActive(entry.href, current);
            return (
              <li key={entry.title} className={styles.item}>
                <SmartLink
                  href={entry.href}
                  className={`${styles.link} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {entry.title}
                </SmartLink>
              </li>
            );
          }
          const handlers = groupHandlers(entry);
          const expanded = open === entry.title;
          const childActive = entry.children.some((child) => isLinkActive(child.href, current));
          const menuId = `nav-menu-${entries.indexOf(entry)}`;
          return (
            <li
              key={entry.title}
              className={styles.item}
              onPointerEnter={handlers.onPointerEnter}
              onPointerLeave={handlers.onPointerLeave}
            >
              <button
                type="button"
                className={`${styles.link} ${styles.trigger} ${childActive ? styles.active : ''}`}
                aria-expanded={expanded}
                aria-controls={expanded ? menuId : undefined}
                onClick={handlers.onTriggerClick}
              >
                {entry.title}
                <span className={styles.caret} aria-hidden="true" />
              </button>
              {expanded ? (
                <ul
                  id={menuId}
                  className={`${styles.dropdown} ${entry.children.some((c) => c.image) ? styles.mega : ''}`}
                >
                  {entry.children.map((child) => {
                    const active = isLinkActive(child.href, current);
                    return (
                      <li key={child.href}>
                        <SmartLink
                          href={child.href}
                          className={`${styles.dropdownLink} ${active ? styles.active : ''}`}
                          aria-current={active ? 'page' : undefined}
                        >
                          {child.image ? (
                            // Decorative: the link's text names the series. Loaded when opened.
                            <img
                              className={styles.picture}
                              src={`${child.image}-480.webp`}
                              width={480}
                              height={360}
                              alt=""
                              loading="lazy"
                              decoding="async"
                            />
                          ) : null}
                          {child.title}
                        </SmartLink>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
