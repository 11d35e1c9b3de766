import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { productOverview, productServices, seriesList } from '@/content/products';
import { CardGrid } from '@/components/ui/card-grid';
import { LinkCardGrid } from '@/components/ui/link-card-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';

export function ProductOverview() {
  const cards = seriesList.map((series) => ({
    title: series.name,
    text: series.tagline,
    href: paths.product(series.ctype),
    image: series.illustration,
  }));
  return (
    <main id="main">
      <PageMeta title={site.routes.product.title} description={productOverview.subtitle} />
      <PageBanner
        title={productOverview.title}
        subtitle={productOverview.subtitle}
        image={productOverview.art.src}
      />
      <Section id="series" title="七大产品系列" lead={productOverview.lead}>
        <LinkCardGrid
          items={cards}
          columns={4}
          framed
          lazy={false}
          cta="查看系列"
          mobileColumns={2}
        />
      </Section>
      <Section id="services" title="选型与定制" tone="soft">
        <CardGrid items={productServices} columns={3} />
      </Section>
    </main>
  );
}
