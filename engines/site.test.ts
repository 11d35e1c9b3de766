import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { until, type Engine } from './driver';
import { readPng } from './png';
import { ENGINES, SHOTS, noSidewaysScroll, openHeld, ready, release, typeInto } from './site-steps';

/**
 * The visitor's main paths in WebKit (every iPhone browser, WeChat on iOS) and Firefox: the pages
 * paint and hydrate, the menu, search, enquiry list, login with its cookie, the enquiry form and
 * the kitchen planner work, and nothing scrolls sideways on a phone. Chromium runs the full e2e
 * suite (Playwright); these run the same paths through WebDriver.
 */
describe.each(ENGINES)('%s', (name, open) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open();
  });
  afterAll(async () => {
    await engine?.close();
  });
  beforeEach(async () => {
    await engine.size(1366, 900);
    await engine.goto('/home');
    await engine.run(
      `(localStorage.clear(), document.cookie = 'User-Token=; max-age=0; path=/', true)`,
    );
  });

  it('paints the prerendered home page and hydrates it; 375 px without sideways scroll', async () => {
    await engine.goto('/home');
    expect(await engine.run<string>(`document.querySelector('h1').textContent`)).toBe(
      '商用厨房设备整体解决方案',
    );
    await ready(engine);
    await engine.shot(`${SHOTS}/engines-${name}-home-1366.png`);
    await engine.size(375, 812);
    await engine.goto('/product/lenggui/cc-lg-4d');
    await ready(engine);
    expect(await noSidewaysScroll(engine)).toBe(true);
    await engine.shot(`${SHOTS}/engines-${name}-model-375.png`);
  });

  it('returns to the place on /home after a reload, its later sections laid out as scrolled near', async () => {
    const headingTop = `Math.round(document.getElementById('qualifications-title').getBoundingClientRect().top)`;
    await engine.size(375, 812);
    await engine.goto('/home');
    await ready(engine);
    // Down the page as a visitor scrolls, a few hundred pixels a frame, to the heading 200 px down.
    await engine.run(`(async () => {
      const heading = document.getElementById('qualifications-title');
      for (let step = 0; step < 200; step++) {
        const top = heading.getBoundingClientRect().top;
        if (top <= 200) { scrollBy(0, top - 200); break; }
        scrollBy(0, Math.min(300, top - 200));
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
      return true;
    })()`);
    await until(engine, `${headingTop} === 200`, 'the heading 200 px down');
    await engine.run(`(location.reload(), true)`);
    await until(
      engine,
      `performance.getEntriesByType('navigation')[0]?.type === 'reload' && document.documentElement.dataset.ready === 'true'`,
      'reloaded and hydrated',
    );
    await until(engine, `${headingTop} === 200`, 'the same place after the reload');
  });

  it('opens the phone menu and follows a link in it', async () => {
    await engine.size(375, 812);
    await engine.goto('/home');
    await ready(engine);
    await engine.click('button[aria-controls="site-menu"]');
    await until(
      engine,
      `document.querySelector('button[aria-controls="site-menu"]').getAttribute('aria-expanded') === 'true'`,
      'menu open',
    );
    await engine.click('#site-menu a', '联系我们');
    await until(
      engine,
      `location.pathname === '/contact' && document.querySelector('h1')?.textContent === '联系我们'`,
      '/contact',
    );
  });

  it('dims the page under the open phone menu (a backdrop element, not a clipped shadow)', async () => {
    await engine.size(375, 812);
    await engine.goto('/home');
    await ready(engine);
    // A point of the 快捷联系 bar's white, well below where the open menu's panel ends.
    const point = await engine.run<{ x: number; y: number; width: number }>(`(() => {
      const bar = document.querySelector('nav[aria-label="快捷联系"]').getBoundingClientRect();
      return { x: bar.left + 4, y: bar.top + 4, width: innerWidth };
    })()`);
    const closedShot = `${SHOTS}/engines-${name}-menu-closed-375.png`;
    await engine.shot(closedShot);
    await engine.click('button[aria-controls="site-menu"]');
    await until(
      engine,
      `document.querySelector('button[aria-controls="site-menu"]').getAttribute('aria-expanded') === 'true'`,
      'menu open',
    );
    // One element under every point below the panel, from the header bar to the screen's edges.
    // The viewport without a classic scrollbar (Firefox draws one at the right).
    const covered = await engine.run<string>(`(() => {
      const panel = document.getElementById('site-menu').getBoundingClientRect();
      const header = document.querySelector('header').getBoundingClientRect();
      const { clientWidth: width, clientHeight: height } = document.documentElement;
      const points = [[width / 2, (panel.bottom + height) / 2], [2, height - 2], [width - 2, height - 2]];
      const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
      const shade = hits[0];
      const box = shade.getBoundingClientRect();
      if (!hits.every((hit) => hit === shade)) return 'different elements under the points';
      if (!shade.closest('header')) return 'not the backdrop of the header: ' + shade.tagName;
      if (Math.round(box.top) !== Math.round(header.bottom) || box.left !== 0 || Math.round(box.right) !== width || Math.round(box.bottom) !== height)
        return 'covers ' + JSON.stringify(box);
      return 'ok';
    })()`);
    expect(covered).toBe('ok');
    const openShot = `${SHOTS}/engines-${name}-menu-375.png`;
    await engine.shot(openShot);
    // What the screen shows there: the bar's white, then the same point dimmed.
    const [closed, open] = await Promise.all([readPng(closedShot), readPng(openShot)]);
    const scale = open.width / point.width;
    const light = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const before = light(closed.rgb(point.x * scale, point.y * scale));
    const after = light(open.rgb(point.x * scale, point.y * scale));
    expect(before, 'the bar before').toBeGreaterThan(220);
    expect(after, 'the bar under the open menu').toBeLessThan(before * 0.75);
  });

  it('searches from the header', async () => {
    await engine.goto('/home');
    await ready(engine);
    await engine.click('header button[aria-label="搜索"]');
    await until(engine, `document.querySelector('input[role="searchbox"]')`, 'search field');
    await engine.type('input[role="searchbox"]', 'CC-LG-4D');
    await until(
      engine,
      `[...document.querySelectorAll('[role=dialog] a, [role=listbox] a, a')].some((a) => a.getAttribute('href') === '/product/lenggui/cc-lg-4d' && a.closest('[role=dialog], [role=search], form, header'))`,
      'a result for CC-LG-4D',
    );
    // The site's text came from the search worker: the page never fetched the text's own chunk.
    expect(
      await engine.run<boolean>(
        `performance.getEntriesByType('resource').some((entry) => /\\/search-documents-/.test(entry.name))`,
      ),
    ).toBe(false);
  });

  it('adds a model to the enquiry list and sends the enquiry to the local API', async () => {
    await engine.goto('/product/zhengfangui/cc-zf-24e');
    await ready(engine);
    await engine.click('main button', '加入询价单');
    await until(
      engine,
      `[...document.querySelectorAll('header a')].some((a) => /^获取报价/.test(a.textContent) && a.textContent.includes('1'))`,
      '获取报价 (1)',
    );
    await engine.goto('/inquiry');
    await ready(engine);
    await until(
      engine,
      `[...document.querySelectorAll('button')].some((b) => b.textContent.replace(/\\s/g, '') === '提交询价')`,
      'the form',
    );
    await typeInto(engine, '联系人', '王老师');
    await typeInto(engine, '手机号', '13912345678');
    await typeInto(engine, '公司名称', '佛山市某中学');
    await engine.click('input[type=checkbox]');
    await engine.click('button[type=submit]');
    await until(engine, `document.body.textContent.includes('提交成功')`, '提交成功');
  });

  it('logs in with a password: the token cookie is set and the customer centre opens', async () => {
    await engine.goto('/home');
    await ready(engine);
    await engine.click('header button', '登录/注册');
    // antd's dialog, not the plain frame that stands in while it loads: the frame's inputs are
    // replaced under the keys otherwise (a stale element in WebDriver).
    await until(engine, `document.querySelector('.ant-modal input')`, 'the login dialog');
    await typeInto(engine, '客户编号', 'C10086', '.ant-modal');
    await typeInto(engine, '密码', '123456', '.ant-modal');
    await engine.press('Enter');
    await until(engine, `document.cookie.includes('User-Token=')`, 'the token cookie');
    await until(
      engine,
      `[...document.querySelectorAll('header a')].some((a) => a.textContent.includes('客户中心'))`,
      '客户中心 in the header',
    );
    await engine.goto('/ucenter');
    await until(engine, `document.body.textContent.includes('张建国')`, 'the customer centre');
    await engine.shot(`${SHOTS}/engines-${name}-ucenter-1366.png`);
  });

  it('places models in the kitchen planner and moves one with the keyboard', async () => {
    await engine.goto('/planner');
    await ready(engine);
    await engine.click('button[aria-label="放置 CC-LG-4D"]');
    await engine.click('button[aria-label="放置 CC-LG-4D"]');
    await until(engine, `document.querySelector('g[aria-label="CC-LG-4D #2"]')`, 'the second unit');
    await engine.run(`(document.querySelector('g[aria-label="CC-LG-4D #2"]').focus(), true)`);
    await engine.press('ArrowRight');
    await until(
      engine,
      `document.body.textContent.includes('CC-LG-4D 与 CC-LG-4D #2 间距不足 900 mm')`,
      'the gap warning',
    );
    await engine.shot(`${SHOTS}/engines-${name}-planner-1366.png`);
  });

  it('answers taps made before the app has loaded: 菜单 and 加入询价单', async () => {
    await engine.size(375, 812);
    const menu = 'button[aria-controls="site-menu"]';
    try {
      await openHeld(engine, '/home', `document.querySelector('${menu}')`);
      await engine.click(menu);
      // A disclosure needs none of the app: the menu opens from the page's HTML and CSS.
      await until(
        engine,
        `document.querySelector('${menu}').getAttribute('aria-expanded') === 'true' && getComputedStyle(document.getElementById('site-menu')).display !== 'none' && !document.documentElement.dataset.ready`,
        'the menu open before the app',
      );
    } finally {
      await release();
    }
    await until(
      engine,
      `document.documentElement.dataset.ready === 'true' && document.querySelector('${menu}').getAttribute('aria-expanded') === 'true'`,
      'the menu held open after hydration',
    );

    const added = `[...document.querySelectorAll('main button')].some((b) => b.textContent.trim() === '已加入询价单')`;
    try {
      await openHeld(
        engine,
        '/product/lenggui/cc-lg-4d',
        `[...document.querySelectorAll('main button')].some((b) => b.textContent.trim() === '加入询价单')`,
      );
      await engine.click('main button', '加入询价单');
      expect(await engine.run<boolean>(added)).toBe(false);
      await until(
        engine,
        `document.querySelector('.early-tap-ring')`,
        'the tap marked as received',
      );
    } finally {
      await release();
    }
    await until(engine, added, '已加入询价单 after hydration');
  });
});
