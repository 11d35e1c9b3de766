import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToInquiry, clearInquiry } from '@/features/inquiry/inquiry-list';
import { inquiryOutbox } from '@/features/inquiry/outbox';
import { fillInquiryRequired, inquiryBackend } from '@/test/inquiry-form';
import { renderWithRouter } from '@/test/render';
import { InquiryPage } from './inquiry-page';

const { received, backend } = inquiryBackend();

beforeEach(() => addToInquiry('CC-ZF-24E', 2));
afterEach(() => {
  clearInquiry();
  localStorage.clear();
});

async function renderPage() {
  renderWithRouter(<InquiryPage />, { url: '/inquiry' });
  return screen.findByRole('button', { name: '提交询价' }, { timeout: 10_000 });
}

const minimalSuccess = () => HttpResponse.json({ code: 200, msg: '操作成功' });

describe('/inquiry against any backend, over any network', () => {
  it('a code-200 answer with no enquiry number is 提交成功, shown without a number', async () => {
    backend(minimalSuccess);
    const submit = await renderPage();
    fillInquiryRequired();
    fireEvent.click(submit);
    const panel = (await screen.findByText('提交成功')).closest<HTMLElement>('[role="status"]')!;
    expect(panel).not.toHaveTextContent('询价编号');
    expect(screen.queryByText('服务器返回的数据格式有误，请稍后重试')).toBeNull();
    expect(screen.queryByRole('region', { name: /询价暂时没有发出/ })).toBeNull();
  });

  it('every retry of one enquiry carries its requestId; the next enquiry a new one', async () => {
    backend(() => HttpResponse.error());
    const submit = await renderPage();
    fillInquiryRequired();
    fireEvent.click(submit);
    await screen.findByText('网络异常，请稍后重试');
    backend(() => new HttpResponse('Not Found', { status: 404 }));
    fireEvent.click(submit);
    await screen.findByRole('region', { name: /询价暂时没有发出/ });
    await expect.poll(() => received.length).toBe(2);
    backend(minimalSuccess);
    fireEvent.click(submit);
    await screen.findByText('提交成功');
    const [first, second, third] = received.map((body) => body.requestId);
    expect(first).toBeTruthy();
    expect([second, third]).toEqual([first, first]);
    expect(inquiryOutbox.get().pending).toEqual([]);

    cleanup();
    addToInquiry('CC-LG-6D');
    await renderPage();
    fillInquiryRequired();
    fireEvent.click(screen.getByRole('button', { name: '提交询价' }));
    await screen.findByText('提交成功');
    expect(received[3]!.requestId).toBeTruthy();
    expect(received[3]!.requestId).not.toBe(first);
  });

  it('an enquiry that did not go out is there after a reload; 重新发送 sends it with its requestId', async () => {
    backend(() => HttpResponse.error());
    const submit = await renderPage();
    fillInquiryRequired();
    fireEvent.click(submit);
    await screen.findByRole('region', { name: /询价暂时没有发出/ });
    // The copy panel and the outbox: the enquiry is on the device.
    expect(inquiryOutbox.get().pending).toHaveLength(1);
    const requestId = received[0]!.requestId;

    cleanup(); // a reload: the form is empty again, the outbox is not
    await renderPage();
    const outbox = screen.getByRole('region', { name: '有 1 条询价尚未发出' });
    expect(outbox).toHaveTextContent('佛山市某中学');
    expect(within(outbox).getByRole('button', { name: '复制第 1 条询价内容' })).toBeInTheDocument();

    backend(() => HttpResponse.error());
    fireEvent.click(within(outbox).getByRole('button', { name: '重新发送' }));
    expect(await within(outbox).findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    expect(inquiryOutbox.get().pending).toHaveLength(1);

    backend(minimalSuccess);
    fireEvent.click(within(outbox).getByRole('button', { name: '重新发送' }));
    expect(await screen.findByRole('status')).toHaveTextContent('提交成功：1 条询价已发出');
    expect(screen.queryByRole('region', { name: /尚未发出/ })).toBeNull();
    expect(received.map((body) => body.requestId)).toEqual([requestId, requestId, requestId]);
    expect(inquiryOutbox.get().pending).toEqual([]);
  });

  it('a refusal on 重新发送 shows its msg and the copy panel, and leaves the outbox', async () => {
    backend(() => HttpResponse.error());
    const submit = await renderPage();
    fillInquiryRequired();
    fireEvent.click(submit);
    await screen.findByRole('region', { name: /询价暂时没有发出/ });
    cleanup();
    await renderPage();
    backend(() => HttpResponse.json({ code: 400, msg: '一次最多询价 50 个型号' }));
    fireEvent.click(screen.getByRole('button', { name: '重新发送' }));
    expect(await screen.findByText('一次最多询价 50 个型号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制询价内容' })).toBeInTheDocument();
    expect(inquiryOutbox.get().pending).toEqual([]);
  });
});
