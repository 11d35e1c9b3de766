import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { addToInquiry, clearInquiry, inquiryList } from '@/features/inquiry/inquiry-list';
import { expectRefusals, fillInquiryRequired, inquiryBackend, typeInto } from '@/test/inquiry-form';
import { renderWithRouter } from '@/test/render';
import { schoolInquiry } from '@/test/school-inquiry';
import { REQUEST_ID_PATTERN } from '@/contract';
import { InquiryPage } from './inquiry-page';
import { company } from '@/config/company';
import { telHref } from '@/config/tel';

const { received, backend } = inquiryBackend();

beforeEach(() => {
  addToInquiry('CC-ZF-24E', 2);
  addToInquiry('CC-LG-6D');
});
afterEach(() => {
  clearInquiry();
  localStorage.clear();
});

async function renderPage(session = {}) {
  renderWithRouter(<InquiryPage />, { url: '/inquiry', session });
  return screen.findByRole('button', { name: '提交询价' }, { timeout: 10_000 });
}

const type = typeInto;
const fillRequired = () => fillInquiryRequired();

describe('/inquiry', () => {
  it('lists each model with 数量 and 移除, and says so when empty', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '询价单' })).toBeInTheDocument();
    // Each line shows the model's render beside its number (decorative: the number names it).
    for (const model of ['cc-zf-24e', 'cc-lg-6d']) {
      const img = document.querySelector(`#items img[srcset*="/renders/${model}-480.webp"]`);
      expect(img, model).toHaveAttribute('alt', '');
    }
    const quantity = screen.getByRole('spinbutton', { name: '数量 CC-ZF-24E' });
    expect(quantity).toHaveValue(2);
    fireEvent.change(quantity, { target: { value: '5' } });
    expect(inquiryList.get()[0]).toEqual({ model: 'CC-ZF-24E', quantity: 5 });
    fireEvent.click(screen.getByRole('button', { name: '移除 CC-LG-6D' }));
    fireEvent.click(screen.getByRole('button', { name: '移除 CC-ZF-24E' }));
    expect(screen.getByText('询价单是空的')).toBeInTheDocument();
  });

  it('shows the contract messages for missing or wrong fields and sends nothing', async () => {
    backend(() => HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'X' } }));
    const submit = await renderPage();
    fireEvent.click(submit);
    await expectRefusals(
      ['请输入联系人', '请输入手机号', '请填写公司名称', '请勾选同意隐私政策'],
      '12345',
    );
    expect(received).toEqual([]);
  });

  it('sends the contract body; 200 shows 提交成功 and empties the list', async () => {
    backend(() => HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'XJ1' } }));
    const submit = await renderPage();
    fillRequired();
    type('所在地区', '广东省佛山市');
    type('需求说明', '新校区食堂');
    fireEvent.change(screen.getByLabelText('就餐人数'), { target: { value: '1200' } });
    fireEvent.click(submit);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    // The list and the form shrink away: the panel takes focus and is scrolled to, so a phone is
    // not left looking at the footer.
    const panel = screen.getByText('提交成功').closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveTextContent('询价编号 XJ1');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(received).toEqual([
      { ...schoolInquiry('新校区食堂'), requestId: received[0]?.requestId },
    ]);
    expect(received[0]!.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(inquiryList.get()).toEqual([]);
    expect(screen.getByText('询价单是空的')).toBeInTheDocument();
  });

  it('optional fields may stay empty (diners null)', async () => {
    backend(() => HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'XJ2' } }));
    const submit = await renderPage();
    fillRequired();
    fireEvent.click(submit);
    await screen.findByText('提交成功');
    expect(received[0]).toMatchObject({ region: '', diners: null, message: '' });
  });

  it('another code shows its msg as a toast and keeps everything', async () => {
    backend(() => HttpResponse.json({ code: 400, msg: '数量应为 1 至 999 的整数' }));
    const submit = await renderPage();
    fillRequired();
    fireEvent.click(submit);
    expect(await screen.findByText('数量应为 1 至 999 的整数')).toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toHaveValue('王老师');
    expect(inquiryList.get()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '复制询价内容' })).toBeNull();
  });

  it.each([
    ['a 404 (backend without the endpoint)', () => new HttpResponse('Not Found', { status: 404 })],
    ['no answer (network error)', () => HttpResponse.error()],
  ])(
    '%s: toast, the fallback panel with hotline and copy text, nothing lost',
    async (_n, reply) => {
      backend(reply);
      const submit = await renderPage();
      fillRequired();
      fireEvent.click(submit);
      expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
      const panel = screen.getByRole('region', { name: /询价暂时没有发出/ });
      expectLink(company.hotline, telHref(company.hotline), within(panel));
      expect(within(panel).getByRole('img', { name: '企业微信二维码' })).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: '复制询价内容' })).toBeInTheDocument();
      expect(panel).toHaveTextContent('CC-ZF-24E × 2');
      expect(panel).toHaveTextContent('联系人：王老师');
      expect(screen.getByLabelText('联系人')).toHaveValue('王老师');
      expect(screen.getByLabelText('手机号')).toHaveValue('13912345678');
      expect(inquiryList.get()).toHaveLength(2);
    },
  );

  it('one click, one request: a double click while sending sends once', async () => {
    backend(async () => {
      await delay(200);
      return HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'XJ3' } });
    });
    const submit = await renderPage();
    fillRequired();
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByText('提交成功');
    expect(received).toHaveLength(1);
  });

  it("prefills a logged-in customer's known details", async () => {
    await renderPage({
      loggedIn: true,
      profile: {
        userName: '张建国',
        companyName: '佛山顺德美食广场管理有限公司',
        phoneNumber: '13800138000',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('联系人')).toHaveValue('张建国'));
    expect(screen.getByLabelText('公司名称')).toHaveValue('佛山顺德美食广场管理有限公司');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
  });
});
