import { useSearchParams } from 'react-router-dom';
import {
  caseFigures,
  caseProcess,
  casesBanner,
  isCaseSector,
  type CaseSector,
} from '@/content/cases';
import { caseStudies } from '@/content/case-studies';
import { CardGrid } from '@/components/ui/card-grid';
import { FigureGrid } from '@/components/ui/figure-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { CaseFilter } from './sections/case-filter';
import { CaseList } from './sections/case-list';

export function CasePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sector');
  const sector = isCaseSector(raw) ? raw : null;
  const shown = sector ? caseStudies.filter((item) => item.sector === sector) : caseStudies;

  const choose = (next: CaseSector | null) => {
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        if (next) query.set('sector', next);
        else query.delete('sector');
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Page route="case" description={casesBanner.subtitle} banner={casesBanner}>
      <Section id="cases" title="项目案例" lead="按行业查看我们交付的商用厨房工程。">
        <CaseFilter value={sector} onChange={choose} />
        <CaseList items={shown} />
      </Section>
      <Section id="figures" title="交付规模" tone="soft">
        <FigureGrid figures={caseFigures} />
      </Section>
      <Section id="process" title="项目交付流程">
        <CardGrid items={caseProcess} columns={4} numbered />
      </Section>
    </Page>
  );
}
