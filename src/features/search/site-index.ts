import type { SearchDocument } from './search-documents';
import { buildSearchIndex, type SearchIndex } from './search-index';

/**
 * The site's index. Its documents come from a worker (./search-worker.ts): evaluated on the page,
 * the site's text (the catalogue and the pages) was one task, the longest of a visit to
 * /search?q=… after its first paint (docs/benchmarks.md). Where no worker
 * runs, or it fails or stays silent, the text comes as a chunk of its own. Either way the page
 * indexes it, a few documents per task.
 */
export async function buildSiteIndex(): Promise<SearchIndex> {
  const documents =
    // (A worker refused at construction, as some browsers do under a CSP, throws.)
    (await documentsFromWorker().catch(() => null)) ??
    (await import('./search-documents')).searchDocuments();
  return buildSearchIndex(documents);
}

/** A worker posts within a second on a slow phone: one silent this long is given up. */
const WORKER_PATIENCE_MS = 10_000;

/** Whether a worker's answer is a list of documents (anything else is not read). */
const isDocumentList = (data: unknown): data is SearchDocument[] =>
  Array.isArray(data) &&
  data.length > 0 &&
  data.every((doc: Partial<SearchDocument> | null) => typeof doc?.id === 'string');

/** The worker's documents, or null where none runs, it fails, stays silent or posts other data. */
function documentsFromWorker(): Promise<SearchDocument[] | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((settle) => {
    // The build bundles the worker as a classic script (Safari 14 has no module worker); the dev
    // server serves it as a module.
    const worker = import.meta.env.DEV
      ? new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('./search-worker.ts', import.meta.url));
    const silent = setTimeout(() => done(null), WORKER_PATIENCE_MS);
    const done = (documents: SearchDocument[] | null) => {
      clearTimeout(silent);
      worker.terminate();
      settle(documents);
    };
    worker.onmessage = ({ data }: MessageEvent<unknown>) =>
      done(isDocumentList(data) ? data : null);
    worker.onerror = () => done(null);
    worker.onmessageerror = () => done(null);
  });
}
