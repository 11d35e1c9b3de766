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
  it('shows the problem beside the render of the models this project installed', () => {
    const study = cases[0]!;
    const { container } = renderCase(study.id);
    expect(screen.getByRole('heading', { level: 1, name: study.name })).toBeInTheDocument();
    const problem = container.querySelector('section#problem') as HTMLElement;
    expect(problem.textContent).toContain(study.problem);
    const render = within(problem).getByRole('img', { name: /设备布置效果图/ });
    expect(render.getAttribute('srcset')).toBe(
      `/renders/case-${study.id}-640.webp 640w, /renders/case-${study.id}-960.webp 960w, /renders/case-${study.id}-1280.webp 1280w`,
    );
    expect(render).toHaveAttribute('sizes');
    expect(render).toHaveAttribute('loading', 'lazy');
    expect(within(problem).getByText(/改造后：本项目交付设备/)).toBeInTheDocument();
    // One picture on the page: the render is not repeated under the equipment table.
    expect(container.querySelectorAll('main img')).toHaveLength(1);
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
