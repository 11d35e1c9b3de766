import { APP_ONLY_PAGES } from '@/config/app-only-pages';
import type { ShellRouteKey } from '@/config/routes';
import { Page, type BannerPageProps } from './page';

interface AppOnlyPageProps extends Omit<BannerPageProps, 'route' | 'description'> {
  route: ShellRouteKey;
}

/** A page the server cannot prerender, described as its prerendered shell is (APP_ONLY_PAGES). */
export function AppOnlyPage({ route, ...rest }: AppOnlyPageProps) {
  return <Page route={route} description={APP_ONLY_PAGES[route].description} {...rest} />;
}
