import { routeTitle } from '@/config/routes';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { Breadcrumb } from './breadcrumb';
import { Page } from './page';

function renderPage(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('Page', () => {
  it('names the page from its manifest entry in <title> and the banner heading', () => {
    renderPage(
      <Page route="culture" description="企业文化">
        <p>正文</p>
      </Page>,
    );
    expect(document.title).toBe(`${routeTitle('culture')} - ${site.title}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(routeTitle('culture'));
    expect(screen.getByRole('main')).toHaveTextContent('正文');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '企业文化',
    );
  });

  it('keeps a banner heading of its own, and draws the breadcrumb when given', () => {
    renderPage(
      <Page
        route="compare"
        description="对比"
        banner={{ title: '型号对比', subtitle: '最多四个型号' }}
        breadcrumb={
          <Breadcrumb items={[{ title: '首页', href: '/home' }, { title: '型号对比' }]} />
        }
      >
        <p />
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('型号对比');
    expect(screen.getByText('最多四个型号')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(crumbs).toHaveTextContent('首页');
    expect(screen.getByText('型号对比', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('puts a hero of its own in place of the banner, and a name of its own in <title>', () => {
    renderPage(
      <Page route="model" title="CC-LG-4D 四门冰箱" hero={<h1>CC-LG-4D 四门冰箱</h1>}>
        <p />
      </Page>,
    );
    expect(document.title).toBe(`CC-LG-4D 四门冰箱 - ${site.title}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.querySelector('main > section[aria-labelledby="page-title"]')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull();
  });
});
