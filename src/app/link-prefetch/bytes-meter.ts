/** Whether a resource is code or style (what a page fetched ahead costs), not a picture. */
const isCode = (name: string) => /\.(?:js|css)(?:[?#]|$)/.test(name);

/**
 * Counts the bytes on the wire of the scripts and stylesheets that arrive while it runs (Resource
 * Timing's transferSize: 0 for a file the HTTP cache already held). An observer rather than
 * performance.getEntriesByType: the buffer stops at 250 entries, which a page of pictures fills.
 */
export function meterBytes(): { stop: () => number } {
  let bytes = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[])
      if (isCode(entry.name)) bytes += entry.transferSize || 0;
  };
  if (typeof PerformanceObserver === 'undefined') return { stop: () => 0 };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  try {
    observer.observe({ type: 'resource' });
  } catch {
    return { stop: () => 0 };
  }
  return {
    stop: () => {
      add(observer.takeRecords());
      observer.disconnect();
      return bytes;
    },
  };
}
