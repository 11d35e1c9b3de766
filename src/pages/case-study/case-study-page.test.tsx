import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies as cases } from '@/content/case-studies';
import { inquiryList } from '@/features/inquiry/inquiry-list';
import { renderWithRouter } from '@/test/render';
import { CaseStudyPage } from './case-study-page';

const renderCase = (id: string) =>
  renderWithRouter(<CaseStudyPage />, {
    url: `/case/${id}`,
    routes: [
      { path: '/case/:id', element: <CaseStudyPage /> },
      { path: '/inquiry', element: <h1>询价单</h1> },
    ],
  });

describe('CaseStudyPage', () => {
  it('shows the problem beside the old kitchen, the refitted line with the equipment', () => {
    const study = cases[0]!;
    const { container } = renderCase(study.id);
    expect(screen.getByRole('heading', { level: 1, name: study.name })).toBeInTheDocument();
    const problem = container.querySelector('section#problem') as HTMLElement;
    expect(problem.textContent).toContain(study.problem);
    const before = within(problem).getByRole('img', { name: /改造前示意图/ });
    expect(before.getAttribute('srcset')).toBe(
      `/renders/case-${study.id}-before-640.webp 640w, /renders/case-${study.id}-before-800.webp 800w, /renders/case-${study.id}-before-960.webp 960w, /renders/case-${study.id}-before-1280.webp 1280w`,
    );
    expect(before).toHaveAttribute('sizes');
    expect(before).toHaveAttribute('loading', 'lazy');
    expect(within(problem).getByText(/改造前：设备老化/)).toBeInTheDocument();
    const installed = container.querySelector('section#installed') as HTMLElement;
    const after = within(installed).getByRole('img', { name: /设备布置效果图/ });
    expect(after.getAttribute('srcset')).toBe(
      `/renders/case-${study.id}-640.webp 640w, /renders/case-${study.id}-800.webp 800w, /renders/case-${study.id}-960.webp 960w, /renders/case-${study.id}-1280.webp 1280w, /renders/case-${study.id}-1920.webp 1920w`,
    );
    expect(within(installed).getByText(/改造后：本项目交付设备/)).toBeInTheDocument();
    // Two pictures: before in the problem, after with the equipment, neither repeated.
    expect(container.querySelectorAll('main img')).toHaveLength(2);
  });

  it('lists every installed model with a link to its page', () => {
    const study = cases[1]!;
    const { container } = renderCase(study.id);
    const installed = container.querySelector('section#installed') as HTMLElement;
    for (const item of study.installed)
      expect(within(installed).getByRole('link', { name: item.model })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`/${item.model.toLowerCase()}$`)),
      );
  });

  it('puts the whole equipment list, with its quantities, on the enquiry list in one press', () => {
    const study = cases[0]!;
    inquiryList.set([{ model: study.installed[0]!.model, quantity: 1 }]);
    const { router } = renderCase(study.id);
    fireEvent.click(screen.getByRole('button', { name: '按本案清单询价' }));
    expect(inquiryList.get()).toEqual(
      study.installed.map((item, i) => ({
        model: item.model,
        quantity: item.quantity + (i === 0 ? 1 : 0),
      })),
    );
    expect(router.state.location.pathname).toBe('/inquiry');
    expect(screen.getByRole('heading', { level: 1, name: '询价单' })).toBeInTheDocument();
    inquiryList.set([]);
  });

  it('offers a call to the project engineers', () => {
    renderCase(cases[1]!.id);
    expect(screen.getByRole('link', { name: '联系项目工程师' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
