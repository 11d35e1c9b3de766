import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-app';

/**
 * A page's part below its first screen is a chunk of its own (src/app/page-data.ts): a first visit
 * hydrates it after the rest, and a visit within the app loads it with the page. A tap on a link
 * (a push) shows the page's first screen, then the part in the next render (HydrateLater); back
 * and forward show both at once, or a restored scroll would land short. One test in a file of its
 * own: its first page mounts before the app has marked itself hydrated, as on a first visit, and
 * no other test has loaded these parts before.
 */
describe('pages reached within the app', () => {
  it('show their parts below the first screen with them', async () => {
    const router = await renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: '公司简介' }, { timeout: 5000 });

    await act(() => router.navigate('/home'));
    await screen.findByRole(
      'heading',
      { level: 1, name: '商用厨房设备整体解决方案' },
      { timeout: 5000 },
    );
    // The footer has a 工程案例 heading too.
    let main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: '工程案例' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: '资质荣誉' })).toBeInTheDocument();

    await act(() => router.navigate('/product/lenggui/cc-lg-4d'));
    await screen.findByRole('heading', { level: 1, name: /CC-LG-4D/ }, { timeout: 5000 });
    main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 2, name: '冷柜其他型号' }),
    ).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: '规格参数' })).toBeInTheDocument();

    // Back: the home page returns whole, in the render that shows its first screen.
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: '商用厨房设备整体解决方案' });
    main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: '工程案例' })).toBeInTheDocument();
  });
});
