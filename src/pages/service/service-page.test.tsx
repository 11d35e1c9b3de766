import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SERIES } from '@/config/series';
import { telHref } from '@/config/tel';
import { modelsOf } from '@/content/catalogue';
import { cataloguePath, specSheetPath } from '@/content/documents';
import { SERIES_FAULTS } from '@/content/service/faults';
import { HOME_PROVINCE, SERVICE_PROVINCES, type ServicePoint } from '@/content/service/points';
import { PROVINCE_TILES } from '@/content/service/provinces';
import type { Session } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { ServicePage } from './service-page';

function render(session?: Partial<Session>) {
  return renderWithRouter(<ServicePage />, { url: '/service', session });
}

const buttonName = (province: string, points: ServicePoint[]) =>
  `${province} ${points.length} 个网点`;

/** The point's address and a tel: link with its number, inside `scope`. */
function expectPoint(scope: HTMLElement, point: ServicePoint) {
  const item = within(scope).getByText(point.address).closest('li')!;
  expect(within(item).getByText(point.city)).toBeInTheDocument();
  expect(within(item).getByRole('link', { name: point.phone })).toHaveAttribute(
    'href',
    telHref(point.phone),
  );
}

describe('ServicePage', () => {
  it('has one main, the h1 售后服务 and the four sections', () => {
    render();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '售后服务' })).toBeInTheDocument();
    for (const title of ['保修政策', '服务网点', '常见故障', '资料下载'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(document.title).toBe('售后服务 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('draws the map as one svg named 服务网点分布 with a tile per province', () => {
    const { container } = render();
    const map = container.querySelector('svg[aria-label="服务网点分布"]')!;
    expect(map).not.toBeNull();
    expect(map.querySelectorAll('rect')).toHaveLength(PROVINCE_TILES.length);
    expect(map.querySelector('image, foreignObject')).toBeNull();
  });

  it('has a button per province with points, named {province} {n} 个网点, and none for the rest', () => {
    render();
    for (const { province, points } of SERVICE_PROVINCES)
      expect(screen.getByRole('button', { name: buttonName(province, points) })).toBeVisible();
    const withPoints = new Set(SERVICE_PROVINCES.map((p) => p.province));
    const named = screen.getAllByRole('button', { name: /个网点$/ });
    expect(named).toHaveLength(withPoints.size);
    for (const { name } of PROVINCE_TILES.filter((tile) => !withPoints.has(tile.name)))
      expect(screen.queryByRole('button', { name: new RegExp(`^${name} `) })).toBeNull();
  });

  it('opens on the home province, and a pressed province lists its points with tel: links', () => {
    render();
    // The names are checked above; here each button by its label (searching by role 28 times
    // took 10 s on a busy machine).
    const map = screen.getByRole('list', { name: '有服务网点的省份' });
    const buttonOf = (province: string, points: ServicePoint[]) =>
      map.querySelector<HTMLButtonElement>(`button[aria-label="${buttonName(province, points)}"]`)!;
    const home = SERVICE_PROVINCES.find((p) => p.province === HOME_PROVINCE)!;
    const homeButton = buttonOf(home.province, home.points);
    expect(homeButton).toHaveAttribute('aria-pressed', 'true');
    const panel = screen.getByRole('region', { name: `${HOME_PROVINCE}服务网点` });
    expect(homeButton).toHaveAttribute('aria-controls', panel.id);
    for (const point of home.points) expectPoint(panel, point);

    for (const { province, points } of SERVICE_PROVINCES) {
      const button = buttonOf(province, points);
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(panel).toHaveAccessibleName(`${province}服务网点`);
      expect(within(panel).getAllByRole('listitem')).toHaveLength(points.length);
      for (const point of points) expectPoint(panel, point);
    }
    expect(homeButton).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists every point again without the map, grouped by region and province', async () => {
    render();
    const list = screen.getByRole('region', { name: '全部服务网点' });
    // Each region folds (<details>): a reader opens it by its summary.
    for (const summary of list.querySelectorAll('summary')) await userEvent.click(summary);
    const headings = within(list).getAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent)).toEqual(SERVICE_PROVINCES.map((p) => p.province));
    for (const { points } of SERVICE_PROVINCES)
      for (const point of points) expectPoint(list, point);
  });

  it('申请报修 goes to /ucenter#repair, through the login modal when anonymous', async () => {
    const openLogin = vi.fn();
    const { router } = render({ openLogin });
    const link = screen.getByRole('link', { name: '申请报修' });
    expect(link).toHaveAttribute('href', '/ucenter#repair');
    await userEvent.click(link);
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/service');
  });

  it('申请报修 opens the customer centre at #repair when logged in', async () => {
    const openLogin = vi.fn();
    const { router } = render({ openLogin, loggedIn: true });
    await userEvent.click(screen.getByRole('link', { name: '申请报修' }));
    expect(openLogin).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/ucenter');
    expect(router.state.location.hash).toBe('#repair');
  });

  it('gives the warranty and the common faults of every series', () => {
    const { container } = render();
    const warranty = container.querySelector<HTMLElement>('section#warranty')!;
    const faults = container.querySelector<HTMLElement>('section#faults')!;
    for (const { ctype, name } of SERIES) {
      expect(within(warranty).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(faults).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      for (const { question, answer } of SERIES_FAULTS[ctype]) {
        // The answer folds under its question (no-break spaces kept: textContent, not getByText).
        const fold = within(faults).getByText(question).closest('details')!;
        expect(fold.textContent).toContain(answer);
      }
    }
  });

  it("links each series' 产品手册 and every model's spec sheet", () => {
    const { container } = render();
    const downloads = container.querySelector<HTMLElement>('section#manuals')!;
    for (const { ctype, name } of SERIES) {
      expect(
        within(downloads).getByRole('link', { name: new RegExp(`${name}产品手册`) }),
      ).toHaveAttribute('href', cataloguePath(ctype));
      for (const model of modelsOf(ctype))
        expect(
          within(downloads).getByRole('link', { name: new RegExp(`${model.model} `) }),
        ).toHaveAttribute('href', specSheetPath(model.model));
    }
  });
});
