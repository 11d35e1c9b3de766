import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { clearInquiry, inquiryList } from '@/features/inquiry/inquiry-list';
import { renderWithRouter } from '@/test/render';
import { SelectorPage } from './selector-page';

afterEach(() => {
  clearInquiry();
  localStorage.clear();
});

describe('/selector', () => {
  it('recommends models with quantities and 计算依据, and puts them all on the enquiry list', () => {
    renderWithRouter(<SelectorPage />, { url: '/selector' });
    expect(screen.getByRole('heading', { level: 1, name: '选型助手' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: /就餐人数/ }), {
      target: { value: '3200' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '学校' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /每日餐次/ }), {
      target: { value: '3' },
    });
    const result = document.getElementById('result')!;
    expectLink('CC-ZF-24E', '/product/zhengfangui/cc-zf-24e', within(result));
    expect(within(result).getAllByText('计算依据：').length).toBeGreaterThanOrEqual(6);
    expect(result).toHaveTextContent('× 4');
    // Every recommended line shows its model's render (decorative: the number names it).
    const cards = within(result).getAllByRole('listitem');
    for (const card of cards) {
      const number = within(card).getByRole('link').textContent.toLowerCase();
      expect(card.querySelector('img')?.getAttribute('srcset')).toContain(`/renders/${number}-480`);
    }

    fireEvent.click(screen.getByRole('button', { name: '全部加入询价单' }));
    expect(inquiryList.get()).toContainEqual({ model: 'CC-ZF-24E', quantity: 4 });
    expect(inquiryList.get().length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('status')).toHaveTextContent('已加入询价单');
    expectLink('厨房布局规划', '/planner', within(result));
  });

  it('says what is wrong with a bad number and recommends nothing', () => {
    renderWithRouter(<SelectorPage />, { url: '/selector' });
    fireEvent.change(screen.getByRole('spinbutton', { name: /就餐人数/ }), {
      target: { value: '0' },
    });
    expect(screen.getByText('请输入 1 至 20000 的整数')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部加入询价单' })).toBeNull();
  });
});
