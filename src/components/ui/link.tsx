import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where in the site: a path ('/product?ctype=lenggui') or a path object. */
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the site: a plain <a href> (it works before the app has hydrated, and with a
 * modifier key or in a new tab) that the router takes over on a plain click, through React
 * Router's own useHref and useLinkClickHandler. Not React Router's <Link>: it brings its prefetch
 * and framework-mode code (7 KB of minified JS in every first visit) for props the site never
 * sets; the site fetches pages ahead itself (src/app/link-prefetch).
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}
