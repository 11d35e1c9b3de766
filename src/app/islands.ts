import { warmSearch as warmSearchIndex } from '@/features/search/load-index';

/**
 * What a press in the header needs beyond the shell: the login modal (antd), the search panel and
 * the search index (MiniSearch and the site's text). None is in a first visit: their files are
 * preloaded once the app's own have arrived (./island-prefetch.ts; the panel, a few KB, with the
 * first wave), and a pointer over, a touch on or focus on either button starts loading its
 * modules, so the press finds them ready or on their way.
 */
export const loadLoginModal = () => import('@/features/login-modal');

/**
 * Loads the island a press is about to ask for; repeated calls share the first load. A failure
 * here is not the visitor's concern yet: the press loads it again and says so if it fails.
 */
export const warmLoginModal = () => void loadLoginModal().catch(() => {});
export const loadSearchPanel = () => import('@/features/search/search-panel');

/** The search panel's module and the index it searches, ahead of a press on 搜索. */
export const warmSearch = () => {
  void loadSearchPanel().catch(() => {});
  warmSearchIndex();
};
