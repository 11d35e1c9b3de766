// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  holdLoginIsland,
  loginIslandHeld,
  releaseLoginIsland,
  whenLoginIslandWanted,
} from './login-island-hold';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the login island hold', () => {
  it('lets the island come at once when nothing holds it', async () => {
    expect(loginIslandHeld()).toBe(false);
    expect(await settled(whenLoginIslandWanted())).toBe(true);
  });

  it('holds it until released', async () => {
    holdLoginIsland();
    expect(loginIslandHeld()).toBe(true);
    const wanted = whenLoginIslandWanted();
    expect(await settled(wanted)).toBe(false);
    releaseLoginIsland();
    expect(await settled(wanted)).toBe(true);
    expect(loginIslandHeld()).toBe(false);
    // Released once; later calls wait for nothing.
    expect(await settled(whenLoginIslandWanted())).toBe(true);
  });
});
