import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/contract';
import { env } from '@/config/env';
import { addToInquiry, clearInquiry } from '@/features/inquiry/inquiry-list';
import { fillInquiryRequired, inquiryCapture } from '@/test/inquiry-form';
import { renderWithRouter } from '@/test/render';
import { InquiryPage } from './inquiry-page';

const PLAN_URL = 'https://api-test.chengchuan.example/profile/upload/0001_plan.png';
const { server, received } = inquiryCapture();
let uploads = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received.length = 0;
  uploads = 0;
  addToInquiry('CC-ZF-24E', 2);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  clearInquiry();
  localStorage.clear();
});
afterAll(() => server.close());

const uploadAnswers = (reply: () => Response) =>
  server.use(
    http.post(`${env.apiBase}${PATHS.upload}`, () => {
      uploads += 1;
      return reply();
    }),
  );

async function fillAndChoose(file: File) {
  const submit = await screen.findByRole('button', { name: '提交询价' }, { timeout: 10_000 });
  fillInquiryRequired();
  await userEvent.upload(screen.getByLabelText('上传平面图'), file);
  return submit;
}

const png = () => new File(['png'], 'plan.png', { type: 'image/png' });

describe('/inquiry: 上传平面图', () => {
  it('uploads the plan, previews it and sends its URL in attachments', async () => {
    uploadAnswers(() =>
      HttpResponse.json({ code: 200, msg: '操作成功', url: PLAN_URL, fileName: '/x/plan.png' }),
    );
    renderWithRouter(<InquiryPage />, { url: '/inquiry' });
    // The picker speaks Chinese whatever the browser's language.
    expect(await screen.findByText('选择文件', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('未选择文件')).toBeInTheDocument();
    const submit = await fillAndChoose(png());
    expect(screen.getByText('已选择 1 个文件，可继续添加')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '平面图预览：plan.png' })).toBeInTheDocument();
    expect(await screen.findByText('已上传')).toBeInTheDocument();
    fireEvent.click(submit);
    await screen.findByText('提交成功');
    expect(uploads).toBe(1);
    expect(received[0]?.attachments).toEqual([PLAN_URL]);
  });

  it('a 404 upload says so, and the enquiry still goes out without it', async () => {
    uploadAnswers(() => new HttpResponse('Not Found', { status: 404 }));
    renderWithRouter(<InquiryPage />, { url: '/inquiry' });
    const submit = await fillAndChoose(png());
    expect(await screen.findByText('平面图上传失败，可通过微信发送')).toBeInTheDocument();
    fireEvent.click(submit);
    await screen.findByText('提交成功');
    expect(received).toHaveLength(1);
    expect(received[0]).not.toHaveProperty('attachments');
  });

  it('refuses a file of another type or over 10 MB before uploading, and a plan can be removed', async () => {
    uploadAnswers(() =>
      HttpResponse.json({ code: 200, msg: '操作成功', url: PLAN_URL, fileName: '/x/plan.png' }),
    );
    renderWithRouter(<InquiryPage />, { url: '/inquiry' });
    await fillAndChoose(png());
    await screen.findByText('已上传');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('上传平面图'), big, { applyAccept: false });
    expect(await screen.findByText('big.pdf：文件不能超过 10 MB')).toBeInTheDocument();
    expect(uploads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '移除 plan.png' }));
    await waitFor(() => expect(screen.queryByText('plan.png')).toBeNull());
  });
});
