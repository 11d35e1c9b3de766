// A dedicated worker (./site-index.ts starts it): evaluates the site's text, 82 KB of script, off
// the page's main thread and posts the documents the page indexes.
import { searchDocuments } from './search-documents';

postMessage(searchDocuments());
