/**
 * Whether the login dialog's island (antd) may load and run now. A press on 登录/注册 lets it at
 * once. When the page opens the dialog by itself (/ucenter without a token), the plain frame
 * (src/app/login-frame) stands in until the visitor touches it or types into it: running antd's
 * code and first render straight after the page loads was one long task of a few hundred ms on a
 * slow phone (Lighthouse's TBT on /ucenter), for a visitor who may still be reading.
 */
let held = false;
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** The page opened the dialog itself: the island waits for the visitor. */
export function holdLoginIsland() {
  if (held) return;
  held = true;
  notify();
}

/** The visitor asked for the dialog or started using the frame: the island may come. */
export function releaseLoginIsland() {
  if (!held) return;
  held = false;
  const ready = waiting;
  waiting = [];
  ready.forEach((resolve) => resolve());
  notify();
}

/** Resolves once the island may load (at once unless held). */
export const whenLoginIslandWanted = (): Promise<void> =>
  held ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();

/** For useSyncExternalStore: whether the island is held. */
export const loginIslandHeld = () => held;

export function subscribeLoginIslandHold(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
