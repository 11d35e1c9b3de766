import { buildSearchIndex } from './search-index';
import { searchDocuments } from './search-documents';

/** MiniSearch and every page's text: its own chunk, fetched when search is first wanted. */
export const buildSiteIndex = () => buildSearchIndex(searchDocuments());
