import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies as cases } from '@/content/case-studies';
import { renderWithRouter } from '@/test/render';
import { CaseStudyPage } from './case-study-page';

const renderCase = (id: string) =>
  renderWithRouter(<CaseStudyPage />, {
    url: `/case/${id}`,
    routes: [{ path: '/case/:id', element: <CaseStudyPage /> }],
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
      `/renders/case-${study.id}-before-640.webp 640w, /renders/case-${study.id}-before-960.webp 960w, /renders/case-${study.id}-before-1280.webp 1280w`,
    );
    expect(before).toHaveAttribute('sizes');
    expect(before).toHaveAttribute('loading', 'lazy');
    expect(within(problem).getByText(/改造前：设备老化/)).toBeInTheDocument();
    const installed = container.querySelector('section#installed') as HTMLElement;
    const after = within(installed).getByRole('img', { name: /设备布置效果图/ });
    expect(after.getAttribute('srcset')).toBe(
      `/renders/case-${study.id}-640.webp 640w, /renders/case-${study.id}-960.webp 960w, /renders/case-${study.id}-1280.webp 1280w, /renders/case-${study.id}-1920.webp 1920w`,
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
});
