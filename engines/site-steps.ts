import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import { HELD_SITE, openFirefox, openWebKit, until, type Engine } from './driver';

/** The helpers of site.test.ts: the engines, the screenshots' folder, typing and held pages. */
export const ENGINES = [
  ['webkit', openWebKit],
  ['firefox', openFirefox],
] as const;

export const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

export const ready = (engine: Engine) =>
  until(engine, `document.documentElement.dataset.ready === 'true'`, 'hydration', 30_000);

/** Marks the input whose <label> says `label` (inside `scope`), for typing into it. */
const markInput = (engine: Engine, label: string, scope = 'body') =>
  engine.run<boolean>(`(() => {
    document.querySelectorAll('[data-engine-input]').forEach((el) => el.removeAttribute('data-engine-input'));
    const found = [...document.querySelectorAll(${JSON.stringify(`${scope} label`)})].find(
      (l) => l.textContent.trim().replace(/^\\*\\s*/, '') === ${JSON.stringify(label)});
    const input = found && (found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input, textarea'));
    if (!input) return false;
    input.setAttribute('data-engine-input', '');
    return true;
  })()`);

export async function typeInto(engine: Engine, label: string, text: string, scope?: string) {
  expect(await markInput(engine, label, scope), `${engine.name}: input ${label}`).toBe(true);
  await engine.type('[data-engine-input]', text);
}

/** Opens `path` through the hold proxy with the app's scripts held: painted, not hydrated. */
export async function openHeld(engine: Engine, path: string, painted: string) {
  await fetch(`${HELD_SITE}/__hold`);
  // Not engine.goto: WebDriver waits for the load event, which the held scripts delay.
  await engine.run(`(location.href = ${JSON.stringify(`${HELD_SITE}${path}`)}, true)`);
  await until(
    engine,
    `location.port === ${JSON.stringify(new URL(HELD_SITE).port)} && location.pathname === ${JSON.stringify(path)} && ${painted}`,
    `${path} painted`,
  );
  expect(await engine.run<boolean>(`document.documentElement.dataset.ready === 'true'`)).toBe(
    false,
  );
}

export const release = () => fetch(`${HELD_SITE}/__release`);

export const noSidewaysScroll = (engine: Engine) =>
  engine.run<boolean>('document.documentElement.scrollWidth <= innerWidth');
