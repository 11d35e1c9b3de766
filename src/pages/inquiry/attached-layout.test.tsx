import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type InquiryBody } from '@/contract';
import { env } from '@/config/env';
import { addToInquiry, clearInquiry } from '@/features/inquiry/inquiry-list';
import { planActions, plannerState } from '@/features/planner/plan-store';
import { renderWithRouter } from '@/test/render';
import { InquiryPage } from './inquiry-page';

let received: InquiryBody[] = [];
const server = setupServer(
  http.post(`${env.apiBase}${PATHS.inquiry}`, async ({ request }) => {
    received.push((await request.json()) as InquiryBody);
    return HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'XJ2' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
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

async function fillAndSend() {
  const submit = await screen.findByRole('button', { name: '提交询价' }, { timeout: 10_000 });
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('联系人', '王老师');
  type('手机号', '13912345678');
  type('公司名称', '佛山市某中学');
  fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  fireEvent.click(submit);
  await screen.findByText('提交成功');
}

describe('/inquiry: 附布局图 from the kitchen planner', () => {
  it('shows the plan and sends it as layout, room and units in mm and degrees', async () => {
    renderWithRouter(<InquiryPage />, { url: '/inquiry' });
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
    renderWithRouter(<InquiryPage />, { url: '/inquiry' });
    fireEvent.click(await screen.findByRole('button', { name: '移除布局图' }));
    expect(screen.queryByText('附布局图')).toBeNull();
    await fillAndSend();
    expect(received[0]).not.toHaveProperty('layout');
  });
});
