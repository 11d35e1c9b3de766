import { cataloguePath, wholeRangeTitle } from '@/content/documents';
import { productOverview, productServices } from '@/content/products/overview';
import { CardGrid } from '@/components/ui/card-grid';
import { Page } from '@/components/ui/page';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SeriesCards } from '@/components/ui/series-cards';
import { BrochureLink } from './brochure-link';

export function ProductOverview() {
  return (
    <Page
      route="product"
      description={productOverview.subtitle}
      banner={{
        title: productOverview.title,
        subtitle: productOverview.subtitle,
        picture: (
          <Picture
            image={productOverview.art}
            sizes="(max-width: 767.98px) calc(100vw - 56px), 376px"
            fetchPriority="high"
          />
        ),
      }}
    >
      <Section id="series" title="七大产品系列" lead={productOverview.lead}>
        {/* On a phone the banner's picture fills the first screen, and each eager card shared
            its line: with four, Lighthouse mobile's LCP was 1.28 s, with two 1.13 s. The others
            wait until the app has hydrated, as /home's do. */}
        <SeriesCards eagerFirst={2} />
        <BrochureLink path={cataloguePath('all')} title={wholeRangeTitle} />
      </Section>
      <Section id="services" title="选型与定制" tone="soft">
        <CardGrid items={productServices} columns={3} />
      </Section>
    </Page>
  );
}
