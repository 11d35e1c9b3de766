import MiniSearch from 'minisearch';
import type { SearchDocument } from './search-documents';

/**
 * Chinese has no spaces: Han runs become single characters and bigrams, so a query's bigrams
 * must all occur in a document (combineWith AND) — a substring match that still ranks by BM25.
 * Latin and digit runs (model numbers, ISO) stay words.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const run of text.toLowerCase().match(/[\u3400-\u9fff]+|[a-z0-9]+/g) ?? []) {
    if (/^[a-z0-9]/.test(run)) {
      tokens.push(run);
      continue;
    }
    if (run.length === 1) tokens.push(run);
    for (let i = 0; i < run.length - 1; i += 1) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}

/** 'CC-LG-4D', 'lg 4d', 'LG4D' → 'cclg4d', 'lg4d', 'lg4d'. */
const normalizeModel = (text: string) => text.toLowerCase().replace(/[\s\-_]/g, '');

export interface SearchResult extends SearchDocument {
  score: number;
}

export interface SearchIndex {
  search: (query: string, limit?: number) => SearchResult[];
  size: number;
}

/** Documents indexed per task: the whole site at once took about 70 ms on a slow phone. */
const DOCUMENTS_PER_TASK = 10;

/**
 * Builds the index over the documents, `DOCUMENTS_PER_TASK` per task (MiniSearch's addAllAsync),
 * so a phone stays responsive to typing meanwhile. In the browser rather than at build time:
 * MiniSearch's serialized index is about twice the gzip bytes of the documents (docs/catalogue.md,
 * Search), and reading a worker's copy of it back on the page took as long a task.
 */
export async function buildSearchIndex(documents: SearchDocument[]): Promise<SearchIndex> {
  const mini = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    tokenize,
    searchOptions: { boost: { title: 3 }, combineWith: 'AND' },
  });
  await mini.addAllAsync(documents, { chunkSize: DOCUMENTS_PER_TASK });
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const models = documents.filter((doc) => doc.model);

  return {
    size: documents.length,
    search(query, limit = 50) {
      const q = query.trim();
      if (!q) return [];
      const results = new Map<string, SearchResult>();
      // Model numbers first: exact, then the ones that contain the query, case and dashes aside.
      const wanted = normalizeModel(q);
      if (/^[a-z0-9]{2,}$/.test(wanted)) {
        for (const doc of models) {
          const number = normalizeModel(doc.model!);
          const at = number.indexOf(wanted);
          if (at === -1) continue;
          const exact = number === wanted || number === `cc${wanted}`;
          results.set(doc.id, { ...doc, score: exact ? 1e6 : 1e5 - at - number.length });
        }
      }
      for (const hit of mini.search(q)) {
        if (results.has(hit.id as string)) continue;
        results.set(hit.id as string, { ...byId.get(hit.id as string)!, score: hit.score });
      }
      return [...results.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}

/**
 * Results (best first) under their group headings, the group of the best match first (医院 finds
 * the hospital cases before products that list hospitals among their uses); empty groups left out.
 */
export function groupResults(results: SearchResult[]) {
  const order = [...new Set(results.map((r) => r.group))];
  return order.map((group) => ({ group, items: results.filter((r) => r.group === group) }));
}
