import { screen, within } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import type { TermsDocument } from '@/content/terms';
import { chineseNumber } from '@/pages/argument/sections/terms-document';
import { renderWithRouter } from '@/test/render';

interface TermsPageCase {
  Page: () => JSX.Element;
  url: string;
  h1: string;
  doc: TermsDocument;
}

/** The checks both terms pages share (used by src/pages/argument/register-page.test.tsx and private-page.test.tsx). */
export function describeTermsPage({ Page, url, h1, doc }: TermsPageCase) {
  describe(h1, () => {
    it('has one main with one h1, anchored sections and the page title', () => {
      const { container } = renderWithRouter(<Page />, { url });
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      for (const section of container.querySelectorAll('main section')) {
        expect(section.id).not.toBe('');
      }
      for (const id of ['overview', 'preface']) {
        expect(container.querySelector(`section#${id}`)).not.toBeNull();
      }
      expect(document.title).toBe(`${h1} - 澄川厨装 — 商用厨房设备整体解决方案`);
    });

    it('has at least 10 numbered chapters, each with text, linked from the table of contents', () => {
      const { container } = renderWithRouter(<Page />, { url });
      expect(doc.chapters.length).toBeGreaterThanOrEqual(10);
      const toc = screen.getByRole('navigation', { name: '目录' });
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(doc.chapters.length);
      doc.chapters.forEach((chapter, index) => {
        const heading = `${chineseNumber(index + 1)}、${chapter.title}`;
        expect(links[index]).toHaveAttribute('href', `#${chapter.id}`);
        expect(links[index]).toHaveTextContent(heading);
        const section = container.querySelector(`section#${chapter.id}`)!;
        expect(section).not.toBeNull();
        expect(
          within(section as HTMLElement).getByRole('heading', { level: 2, name: heading }),
        ).toBeInTheDocument();
        expect(section.querySelectorAll('p').length).toBeGreaterThan(0);
      });
      const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('states the effective date and how to reach the company', () => {
      const { container } = renderWithRouter(<Page />, { url });
      expect(container.querySelector('time[datetime="2026-11-01"]')).not.toBeNull();
      expect(container.textContent).toContain('0757-2883-1234');
      expect(container.textContent).toContain('privacy@chengchuan.example');
    });
  });
}
