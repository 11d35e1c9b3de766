import { createSearchIndex, type SearchIndex } from './search-index';
import { searchDocuments } from './search-documents';

let index: SearchIndex | null = null;

/** The site's index, built once per visit on first use. */
export function siteIndex(): SearchIndex {
  index ??= createSearchIndex(searchDocuments());
  return index;
}
