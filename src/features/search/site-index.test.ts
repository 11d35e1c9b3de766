import { afterEach, describe, expect, it, vi } from 'vitest';
import { productImages } from '@/content/catalogue/product-images';
import { searchDocuments } from './search-documents';
import { buildSearchIndex } from './search-index';
import { buildSiteIndex } from './site-index';

/** jsdom has no Worker: a stand-in that answers as ./search-worker.ts does, or as told. */
class FakeWorker {
  static answer: (worker: FakeWorker) => void = () => {};
  static started: FakeWorker[] = [];
  url: string;
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(url: URL | string) {
    this.url = String(url);
    FakeWorker.started.push(this);
    setTimeout(() => FakeWorker.answer(this), 0);
  }
  terminate() {
    this.terminated = true;
  }
}

function fakeWorker(answer: (worker: FakeWorker) => void) {
  FakeWorker.answer = answer;
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  return FakeWorker.started;
}

const titles = (index: Awaited<ReturnType<typeof buildSiteIndex>>, query: string) =>
  index.search(query).map((result) => result.title);

describe('the site index', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is built from the documents a worker posts, and the worker ends', async () => {
    const posted = [
      { id: 'page:unicorn', group: '页面', title: '独角兽车间', detail: '', href: '/x', text: '' },
    ];
    const started = fakeWorker((worker) =>
      worker.onmessage?.(new MessageEvent('message', { data: structuredClone(posted) })),
    );
    const index = await buildSiteIndex();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/\/search-worker\.ts\b/);
    expect(started[0]!.terminated).toBe(true);
    expect(index.size).toBe(1);
    expect(titles(index, '独角兽')).toEqual(['独角兽车间']);
  });

  it("gives every model's document its picture, which survives the worker's structured clone", () => {
    const documents = structuredClone(searchDocuments());
    const models = documents.filter((doc) => doc.model);
    expect(models.length).toBeGreaterThanOrEqual(49);
    for (const doc of models) expect(doc.image, doc.model).toBe(productImages[doc.model!]!.base);
    expect(documents.filter((doc) => doc.group !== '产品' && doc.image)).toEqual([]);
  });

  it('reads the text itself when the worker fails or posts something else', async () => {
    for (const answer of [
      (worker: FakeWorker) =>
        worker.onerror?.(new ErrorEvent('error', { error: new Error('blocked') })),
      (worker: FakeWorker) =>
        worker.onmessage?.(new MessageEvent('message', { data: [{ title: 42 }] })),
    ]) {
      const started = fakeWorker(answer);
      const index = await buildSiteIndex();
      expect(started[0]!.terminated).toBe(true);
      expect(titles(index, '留样')).toContain('CC-LG-LY2 食品留样柜');
    }
  });

  it('reads the text itself when the worker stays silent for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const started = fakeWorker(() => {});
      const building = buildSiteIndex();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(started[0]!.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(started[0]!.terminated).toBe(true);
      expect(titles(await building, '留样')).toContain('CC-LG-LY2 食品留样柜');
    } finally {
      vi.useRealTimers();
    }
  });

  it('on the page, is indexed a few documents per task', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const building = buildSearchIndex(searchDocuments()).then((index) => {
        done = true;
        return index;
      });
      await Promise.resolve();
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      expect(done).toBe(false);
      await vi.runAllTimersAsync();
      expect((await building).search('CC-LG-4D')[0]?.title).toBe('CC-LG-4D 四门双温冰箱');
    } finally {
      vi.useRealTimers();
    }
  });
});
