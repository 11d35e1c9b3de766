import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findModel } from '@/content/catalogue';
import { clearInquiry, inquiryList } from '@/features/inquiry/inquiry-list';
import { encodePlan } from '@/features/planner/plan-code';
import { planActions, plannerState } from '@/features/planner/plan-store';
import { renderWithRouter } from '@/test/render';
import { BAD_PLAN_LINK, PlannerPage } from './planner-page';

afterEach(() => {
  planActions.clear();
  clearInquiry();
  localStorage.clear();
});

const place = (model: string) =>
  fireEvent.click(screen.getByRole('button', { name: `放置 ${model}` }));
const unit = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getAllByRole('status').find((el) => el.closest('[class*=boardArea]'))!;

describe('/planner', () => {
  it('draws the room at true scale and places catalogue models in it', () => {
    renderWithRouter(<PlannerPage />, { url: '/planner' });
    expect(screen.getByRole('heading', { level: 1, name: '厨房布局规划' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /房间宽度（mm）/ })).toHaveValue(8000);
    expect(screen.getByRole('spinbutton', { name: /房间进深（mm）/ })).toHaveValue(6000);
    const plan = screen.getByLabelText('布局图');
    expect(plan).toHaveAttribute('viewBox', '0 0 8000 6000');
    // Nothing placed yet: nothing to be free of conflicts.
    expect(status()).toHaveTextContent('尚未放置设备');
    expect(status()).not.toHaveTextContent('布局无冲突');

    place('CC-LG-4D');
    expect(status()).toHaveTextContent('布局无冲突');
    place('CC-LG-4D');
    place('CC-ZT-2C');
    expect(unit('CC-LG-4D')).toHaveAttribute('tabindex', '0');
    expect(unit('CC-LG-4D #2')).toBeInTheDocument();
    // The outline is the model's width × depth in mm, from the catalogue.
    const outline = unit('CC-ZT-2C').querySelector('rect')!;
    const { width, depth } = findModel('CC-ZT-2C')!.dimensionsMm;
    expect(outline).toHaveAttribute('width', String(width));
    expect(outline).toHaveAttribute('height', String(depth));
    expect(status()).toHaveTextContent('布局无冲突');

    fireEvent.change(screen.getByRole('spinbutton', { name: /房间宽度（mm）/ }), {
      target: { value: '1500' },
    });
    expect(screen.getByText('请输入 2000 至 30000 的整数（mm）')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /房间宽度（mm）/ })).toHaveValue(1500);
    expect(plan).toHaveAttribute('viewBox', '0 0 8000 6000');
  });

  it('moves, turns and removes the focused unit by keyboard, with the status as it goes', () => {
    renderWithRouter(<PlannerPage />, { url: '/planner' });
    place('CC-LG-4D');
    place('CC-LG-4D');
    const second = unit('CC-LG-4D #2');
    const x = () => plannerState.get().layout.items[1]!.x;
    const start = x();
    // Touching side by side: fine. 10 mm apart: too narrow to pass.
    fireEvent.keyDown(second, { key: 'ArrowRight', shiftKey: true });
    expect(x()).toBe(start + 10);
    expect(status()).toHaveTextContent('CC-LG-4D 与 CC-LG-4D #2 间距不足 900 mm');
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect(status()).toHaveTextContent('CC-LG-4D 与 CC-LG-4D #2 重叠');
    fireEvent.keyDown(second, { key: 'ArrowRight', shiftKey: true });
    expect(status()).toHaveTextContent('CC-LG-4D 与 CC-LG-4D #2 重叠');
    for (let i = 0; i < 10; i++) fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(status()).toHaveTextContent('布局无冲突');
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(status()).toHaveTextContent('CC-LG-4D #2 超出房间');
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    fireEvent.keyDown(second, { key: 'r' });
    expect(plannerState.get().layout.items[1]!.rotation).toBe(90);
    fireEvent.keyDown(unit('CC-LG-4D #2'), { key: 'Delete' });
    expect(screen.queryByRole('button', { name: 'CC-LG-4D #2' })).toBeNull();
    expect(unit('CC-LG-4D')).toHaveFocus();
  });

  it('puts every placed model into the enquiry list with its count', () => {
    renderWithRouter(<PlannerPage />, { url: '/planner' });
    place('CC-LG-4D');
    place('CC-ZT-2C');
    place('CC-ZT-2C');
    const list = screen.getByRole('list', { name: '已放置设备' });
    expect(within(list).getByText('× 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '全部加入询价单' }));
    expect(inquiryList.get()).toEqual([
      { model: 'CC-LG-4D', quantity: 1 },
      { model: 'CC-ZT-2C', quantity: 2 },
    ]);
    expect(screen.getByRole('link', { name: '去填写联系方式' })).toHaveAttribute(
      'href',
      '/inquiry',
    );
  });

  it('opens a shared ?plan= link, and a bad one as an empty plan with a message', async () => {
    const layout = {
      room: { width: 6000, depth: 4000 },
      items: [{ model: 'CC-ZF-24E', x: 100, y: 200, rotation: 90 as const }],
    };
    const { unmount } = renderWithRouter(<PlannerPage />, {
      url: `/planner?plan=${encodePlan(layout)}`,
    });
    expect(await screen.findByRole('button', { name: 'CC-ZF-24E' })).toBeInTheDocument();
    expect(plannerState.get().layout).toEqual(layout);
    expect(screen.getByLabelText('布局图')).toHaveAttribute('viewBox', '0 0 6000 4000');
    unmount();

    renderWithRouter(<PlannerPage />, { url: '/planner?plan=9~junk' });
    expect(await screen.findByText(BAD_PLAN_LINK)).toBeInTheDocument();
    expect(plannerState.get().layout.items).toEqual([]);
    await act(async () => {});
  });
});
