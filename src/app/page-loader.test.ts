// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { loadedPage, loadPage, pageLoads, retryFailedPages } from './page-loader';

// One page whose chunk cannot be fetched, as when the network drops during a navigation.
vi.mock('@/pages/contact/contact-page.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const route = (id: string) => ROUTES.find((entry) => entry.id === id)!;

describe('page loader', () => {
  it('fetches a page once, says it is pending meanwhile, then has it at hand', async () => {
    const seen: boolean[] = [];
    const stop = pageLoads.subscribe(() => seen.push(pageLoads.pending()));
    const about = route('about');
    expect(loadedPage(about)).toBeUndefined();
    const first = loadPage(about);
    expect(loadPage(about)).toBe(first);
    expect(pageLoads.pending()).toBe(true);
    const Page = await first;
    await Promise.resolve();
    expect(loadedPage(about)).toBe(Page);
    expect(pageLoads.pending()).toBe(false);
    expect(seen.at(-1)).toBe(false);
    stop();
  });

  it('keeps a failed fetch failed (no refetch per render) until retryFailedPages', async () => {
    const contact = route('contact');
    const failed = loadPage(contact);
    await expect(failed).rejects.toThrow();
    expect(loadPage(contact)).toBe(failed);
    retryFailedPages();
    const again = loadPage(contact);
    expect(again).not.toBe(failed);
    await expect(again).rejects.toThrow();
    expect(pageLoads.pending()).toBe(false);
  });
});

describe('a page fetched ahead', () => {
  it('is not pending until a visit asks for it, then is pending once', async () => {
    const seen: boolean[] = [];
    const stop = pageLoads.subscribe(() => seen.push(pageLoads.pending()));
    const culture = route('culture');
    const ahead = loadPage(culture, { ahead: true });
    await Promise.resolve();
    expect(pageLoads.pending()).toBe(false);
    expect(loadPage(culture)).toBe(ahead);
    expect(loadPage(culture)).toBe(ahead);
    expect(pageLoads.pending()).toBe(true);
    await ahead;
    await Promise.resolve();
    expect(pageLoads.pending()).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('is at hand for the visit once it has come, with nothing pending', async () => {
    const factory = route('factory');
    const Page = await loadPage(factory, { ahead: true });
    expect(loadedPage(factory)).toBe(Page);
    void loadPage(factory);
    expect(pageLoads.pending()).toBe(false);
  });
});
