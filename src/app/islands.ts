import { warmSearch } from '@/features/search/load-index';

/**
 * What a press in the header needs beyond the shell: the login modal (antd) and the search index
 * (MiniSearch and the site's text; the search panel itself is in the shell, so its field opens at
 * once). Neither is in a first visit: their files are preloaded once the app's own have arrived
 * (./island-prefetch.ts), and a pointer over, a touch on or focus on either button starts loading
 * its module, so the press finds it ready or on its way.
 */
export const loadLoginModal = () => import('@/features/login-modal');

/**
 * Loads the island a press is about to ask for; repeated calls share the first load. A failure
 * here is not the visitor's concern yet: the press loads it again and says so if it fails.
 */
export const warmLoginModal = () => void loadLoginModal().catch(() => {});
export const warmSearchIndex = warmSearch;
