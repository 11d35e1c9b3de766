import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToInquiry, clearInquiry } from '@/features/inquiry/inquiry-list';
import { planActions, plannerState } from '@/features/planner/plan-store';
import { fillInquiryRequired, inquiryCapture } from '@/test/inquiry-form';
import { renderWithRouter } from '@/test/render';
import { InquiryPage } from './inquiry-page';

const { server, received } = inquiryCapture('XJ2');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received.length = 0;
  addToInquiry('CC-LG-4D', 1);
  planActions.place('CC-LG-4D');
  planActions.place('CC-ZT-2C');
});
afterEach(() => {
  server.resetHandlers();
  clearInquiry();
  planActions.clear();
  localStorage.clear();
});
afterAll(() => server.close());

/** In an awaited act: the layout's drawing is a chunk of its own (retryableLazy's use()). */
const showPage = () => act(async () => void renderWithRouter(<InquiryPage />, { url: '/inquiry' }));

async function fillAndSend() {
  const submit = await screen.findByRole('button', { name: '提交询价' }, { timeout: 10_000 });
  fillInquiryRequired();
  fireEvent.click(submit);
  await screen.findByText('提交成功');
}

describe('/inquiry: 附布局图 from the kitchen planner', () => {
  it('shows the plan and sends it as layout, room and units in mm and degrees', async () => {
    await showPage();
    expect(await screen.findByText('附布局图')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /厨房布局图：房间 8000 × 6000 mm/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '修改布局' })).toHaveAttribute('href', '/planner');
    await fillAndSend();
    expect(received[0]?.layout).toEqual(plannerState.get().layout);
    expect(received[0]?.layout?.items.map((item) => item.model)).toEqual(['CC-LG-4D', 'CC-ZT-2C']);
    // Sent: the layout is no longer attached (the planner keeps it).
    expect(plannerState.get()).toMatchObject({ attached: false });
    expect(plannerState.get().layout.items).toHaveLength(2);
  });

  it('移除布局图 drops it: the enquiry goes without layout', async () => {
    await showPage();
    fireEvent.click(await screen.findByRole('button', { name: '移除布局图' }));
    expect(screen.queryByText('附布局图')).toBeNull();
    await fillAndSend();
    expect(received[0]).not.toHaveProperty('layout');
  });
});
