/**
 * Whether the login dialog's island (antd) may load and run now. A press on 登录/注册 lets it at
 * once. When the page opens the dialog by itself (/ucenter without a token), the plain frame
 * (src/app/login-frame) stands in until the visitor touches it or types into it: running antd's
 * code and first render straight after the page loads was one long task of a few hundred ms on a
 * slow phone (Lighthouse's TBT on /ucenter), for a visitor who may still be reading.
 */
let waiting: (() => void)[] | null = null;

/** The page opened the dialog itself: the island waits for the visitor. */
export function holdLoginIsland() {
  waiting ??= [];
}

/** The visitor asked for the dialog or started using the frame: the island may come. */
export function releaseLoginIsland() {
  const ready = waiting ?? [];
  waiting = null;
  ready.forEach((resolve) => resolve());
}

/** Resolves once the island may load (at once unless held). */
export const whenLoginIslandWanted = (): Promise<void> =>
  waiting ? new Promise((resolve) => waiting!.push(resolve)) : Promise.resolve();

/** Whether the island is held (the frame then says nothing of loading). */
export const loginIslandHeld = () => waiting !== null;
