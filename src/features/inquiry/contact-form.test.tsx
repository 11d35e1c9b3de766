import { fireEvent, screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN } from '@/contract';
import { expectRefusals, inquiryBackend, typeInto } from '@/test/inquiry-form';
import { renderWithRouter } from '@/test/render';
import ContactForm from './contact-form';
import { company } from '@/config/company';

const { received, backend } = inquiryBackend();

const type = typeInto;

function render() {
  renderWithRouter(<ContactForm theme={{ token: { motion: false } }} />, { url: '/contact' });
  return screen.getByRole('button', { name: '提交留言' });
}

function fill() {
  type('联系人', '李经理');
  type('手机号', '13912345678');
  type('留言内容', '想了解 800 人食堂的方案');
  fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

describe('ContactForm (/contact 留言咨询)', () => {
  it('shows the contract messages and sends nothing', async () => {
    backend(() => HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'X' } }));
    fireEvent.click(render());
    await expectRefusals(
      ['请输入联系人', '请输入手机号', '请输入留言内容', '请勾选同意隐私政策'],
      '123',
    );
    expect(received).toEqual([]);
  });

  it('sends an enquiry with source "contact" and no models; 200 shows 提交成功', async () => {
    backend(async () => {
      await delay(50);
      return HttpResponse.json({ code: 200, msg: '提交成功', data: { id: 'XJ9' } });
    });
    const submit = render();
    fill();
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(received).toEqual([
      {
        contactName: '李经理',
        phoneNumber: '13912345678',
        companyName: '',
        region: '',
        diners: null,
        message: '想了解 800 人食堂的方案',
        items: [],
        source: 'contact',
        requestId: received[0]?.requestId,
      },
    ]);
    expect(received[0]?.requestId).toMatch(REQUEST_ID_PATTERN);
  });

  it('another code: a toast with its msg, the fields kept', async () => {
    backend(() => HttpResponse.json({ code: 400, msg: '请输入留言内容' }));
    const submit = render();
    fill();
    fireEvent.click(submit);
    expect(await screen.findByText('请输入留言内容')).toBeInTheDocument();
    expect(screen.getByLabelText('留言内容')).toHaveValue('想了解 800 人食堂的方案');
  });

  it('a 404 (backend without the endpoint): 网络异常, the hotline and the text to copy, nothing lost', async () => {
    backend(() => new HttpResponse('Not Found', { status: 404 }));
    const submit = render();
    fill();
    fireEvent.click(submit);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: /留言暂时没有发出/ });
    expect(within(panel).getByRole('link', { name: company.hotline })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '复制询价内容' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('留言内容：想了解 800 人食堂的方案');
    expect(screen.getByLabelText('联系人')).toHaveValue('李经理');
    expect(screen.getByLabelText('手机号')).toHaveValue('13912345678');
    expect(screen.getByLabelText('留言内容')).toHaveValue('想了解 800 人食堂的方案');
  });
});
