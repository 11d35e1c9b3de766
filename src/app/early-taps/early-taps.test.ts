import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CAPTURE from './capture.ts?inline-script';
import { EARLY_TAPS_GLOBAL } from '@/config/start-up';
import { replayEarlyTaps } from './replay';

/** The prerendered markup of a header: a button, a dialog opener and a link. */
const PRERENDERED = `<header><button type="button">菜单</button>
  <button type="button" aria-haspopup="dialog">登录/注册</button><a href="#about">关于</a></header>`;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
  root = document.getElementById('root')!;
  // As the browser runs the inline script of the page's <head>.
  window.eval(CAPTURE);
});
afterEach(() => {
  window[EARLY_TAPS_GLOBAL]?.take();
  delete window[EARLY_TAPS_GLOBAL];
});

const button = (name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** Replays the caught taps; the listener on #root counts the clicks that land. */
const clicksOnReplay = () => {
  const onClick = vi.fn();
  root.addEventListener('click', onClick);
  replayEarlyTaps(root);
  return onClick;
};

describe('early taps', () => {
  it('shows a pressed ring at once and replays the click on the hydrated button once', () => {
    button('菜单').click();
    expect(document.querySelector('.early-tap-ring')).not.toBeNull();
    // Hydration keeps the prerendered node and attaches the app's handler to it.
    const onClick = vi.fn();
    button('菜单').addEventListener('click', onClick);
    replayEarlyTaps(root);
    replayEarlyTaps(root);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.early-tap-ring')).toBeNull();
  });

  it('counts a double tap before hydration as one tap', () => {
    button('菜单').click();
    button('菜单').click();
    const onClick = vi.fn();
    button('菜单').addEventListener('click', onClick);
    replayEarlyTaps(root);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lands the replay on the twin when the app re-rendered the markup', () => {
    button('菜单').click();
    root.innerHTML = PRERENDERED;
    const twin = button('菜单');
    const onClick = vi.fn<(event: MouseEvent) => void>();
    twin.addEventListener('click', onClick);
    replayEarlyTaps(root);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0].target).toBe(twin);
  });

  it('drops a tap whose twin now reads differently rather than press the wrong button', () => {
    button('登录/注册').click();
    root.innerHTML = PRERENDERED.replace('登录/注册', '退出登录');
    expect(clicksOnReplay()).not.toHaveBeenCalled();
  });

  it('shows a dialog opener the frame with 正在加载… until a dialog is on the page', () => {
    button('登录/注册').click();
    expect(document.querySelector('.early-tap-dialog')).toHaveTextContent('正在加载…');
    button('登录/注册').addEventListener('click', () => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      queueMicrotask(() => document.body.append(dialog));
    });
    replayEarlyTaps(root);
    expect(document.querySelector('.early-tap-dialog')).not.toBeNull();
    return vi.waitFor(() => expect(document.querySelector('.early-tap-dialog')).toBeNull());
  });

  it('leaves links to the browser and stops catching once hydrated', () => {
    const link = root.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    replayEarlyTaps(root);
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('菜单').dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(document.querySelector('.early-tap-ring')).toBeNull();
  });

  it('keeps a submit button from submitting the form before the app can check it', () => {
    root.innerHTML = '<form><button type="submit">提交询价</button></form>';
    const submit = vi.fn((e: Event) => e.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submit);
    button('提交询价').click();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('early taps on a disclosure (菜单 and its menu, an accordion)', () => {
  const DISCLOSURES = `<header><button type="button" aria-expanded="false" aria-controls="site-menu">菜单</button>
    <div id="site-menu"><a href="/case">案例</a></div></header>
    <h3><button type="button" aria-expanded="false" aria-controls="job-1">厨具工程师</button></h3>
    <div id="job-1" hidden>岗位职责</div>`;
  beforeEach(() => {
    root.innerHTML = DISCLOSURES;
  });

  it('opens at once, without the app, and the hydrated button is pressed once to hold it open', () => {
    button('菜单').click();
    button('厨具工程师').click();
    expect(button('菜单')).toHaveAttribute('aria-expanded', 'true');
    expect(button('厨具工程师')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('job-1')).not.toHaveAttribute('hidden');
    // The answer is the open panel itself: no pressed ring over the button.
    expect(document.querySelector('.early-tap-ring')).toBeNull();
    expect(clicksOnReplay()).toHaveBeenCalledTimes(2);
  });

  it('closes again on a second press before hydration, and nothing is replayed', () => {
    button('厨具工程师').click();
    button('厨具工程师').click();
    expect(button('厨具工程师')).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('job-1')).toHaveAttribute('hidden');
    button('菜单').click();
    button('菜单').click();
    expect(button('菜单')).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu')).not.toHaveAttribute('hidden');
    expect(clicksOnReplay()).not.toHaveBeenCalled();
  });

  it('closes what it opened when the app left no button to hold it open', () => {
    button('厨具工程师').click();
    const opened = button('厨具工程师');
    const panel = document.getElementById('job-1')!;
    // The app re-rendered this part differently: the press has no twin.
    root.innerHTML = DISCLOSURES.replace('厨具工程师', '售后工程师');
    replayEarlyTaps(root);
    expect(opened).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('hidden');
  });
});

describe('early taps when the app does not come', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const notice = () => document.querySelector<HTMLElement>('[role="alert"].early-tap-notice');

  it('says so when the app failed, drops the kept presses and offers 重新加载', () => {
    button('菜单').click();
    button('登录/注册').click();
    window[EARLY_TAPS_GLOBAL]!.fail();
    expect(document.querySelector('.early-tap-ring')).toBeNull();
    expect(document.querySelector('.early-tap-dialog')).toBeNull();
    expect(notice()).toHaveTextContent('页面功能未能加载，可能是网络不稳定。请重新加载页面。');
    expect(notice()!.querySelector('button')).toHaveTextContent('重新加载');
    // Nothing is left to replay.
    expect(clicksOnReplay()).not.toHaveBeenCalled();
  });

  it('answers a press after the failure with the notice, not a pressed ring', () => {
    window[EARLY_TAPS_GLOBAL]!.fail();
    notice()!.remove();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('菜单').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(document.querySelector('.early-tap-ring')).toBeNull();
    expect(notice()).toHaveTextContent('页面功能未能加载');
  });

  it('keeps a menu opened early working after the failure', () => {
    root.innerHTML = `<button type="button" aria-expanded="false" aria-controls="site-menu">菜单</button>
      <div id="site-menu" hidden><a href="/case">案例</a></div>`;
    button('菜单').click();
    window[EARLY_TAPS_GLOBAL]!.fail();
    expect(button('菜单')).toHaveAttribute('aria-expanded', 'true');
    button('菜单').click();
    expect(button('菜单')).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu')).toHaveAttribute('hidden');
  });

  it('tells a visitor whose press has waited 10 s, until the app has come', () => {
    vi.useFakeTimers();
    button('登录/注册').click();
    vi.advanceTimersByTime(9_999);
    expect(notice()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(notice()).toHaveTextContent('网络较慢，页面功能仍在加载。请稍候，或重新加载页面。');
    // The app comes after all: the notice goes and the press is answered.
    expect(clicksOnReplay()).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();
  });

  it('says nothing when the app answers within 10 s', () => {
    vi.useFakeTimers();
    button('菜单').click();
    replayEarlyTaps(root);
    vi.advanceTimersByTime(20_000);
    expect(notice()).toBeNull();
  });
});
