import type { MouseEvent, ReactNode } from 'react';
import { Link } from './link';
import { useSession } from '@/lib/session/session';
import { isExternal, needsLogin } from '@/lib/route/route-info';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  'aria-current'?: 'page';
}

/** In-app links go through the router, others are plain <a>; a customer-centre link without a token opens the login modal. */
export function SmartLink({ href, children, className, newTab, ...rest }: SmartLinkProps) {
  const { loggedIn, openLogin } = useSession();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (needsLogin(href, loggedIn)) {
      event.preventDefault();
      openLogin();
    }
  };
  if (isExternal(href)) {
    return (
      <a
        href={href}
        className={className}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
