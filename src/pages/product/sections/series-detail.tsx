import { replyWithin } from '@/content/claims/service';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { modelsOf } from '@/content/catalogue';
import { cataloguePath } from '@/content/documents';
import { seriesImages } from '@/content/catalogue/series-images';
import type { SeriesContent } from '@/content/products';
import { CardGrid } from '@/components/ui/card-grid';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { Page } from '@/components/ui/page';
import { RenderImage } from '@/components/ui/product-image';
import { Section } from '@/components/ui/section';
import { BrochureLink } from './brochure-link';
import { SeriesIntro } from './series-intro';
import { SeriesLineup } from './series-lineup';
import { SeriesSwitcher } from './series-switcher';
import { SpecTable } from './spec-table';
import styles from './series-detail.module.less';

export function SeriesDetail({ series }: { series: SeriesContent }) {
  return (
    <Page
      route="product"
      title={series.name}
      description={`${series.name}：${series.tagline}${series.intro[0] ?? ''}`}
      banner={{
        subtitle: series.tagline,
        compact: true,
        picture: (
          // The series' face model: the page's first, high-priority image.
          <RenderImage
            base={seriesImages[series.ctype]!}
            alt={`${series.name}产品图：${series.tagline}`}
            sizes="(max-width: 767.98px) 96px, 236px"
            priority
          />
        ),
      }}
    >
      <SeriesSwitcher active={series.ctype} />
      <SeriesLineup name={series.name} models={modelsOf(series.ctype)} />
      {/* Below the first screen: hydrated after it, and after it on a tap from another page. */}
      <HydrateLater>
        <SeriesLater series={series} />
      </HydrateLater>
    </Page>
  );
}

function SeriesLater({ series }: { series: SeriesContent }) {
  return (
    <>
      <SeriesIntro series={series} />
      <Section id="features" title="产品优势" tone="soft">
        <CardGrid items={series.features} columns={3} />
      </Section>
      <Section
        id="models"
        title="型号参数"
        lead={`${series.name}标准型号 ${modelsOf(series.ctype).length}\u00a0款，点击型号查看详情，勾选“对比”可并排比较，更多规格可按需定制。`}
      >
        <SpecTable name={series.name} models={modelsOf(series.ctype)} note={series.specNote} />
        <BrochureLink path={cataloguePath(series.ctype)} title={`${series.name}产品手册`} />
      </Section>
      <Section id="uses" title="适用场景" tone="soft">
        <CardGrid items={series.uses} columns={4} />
      </Section>
      <section id="consult" className={styles.consult} aria-labelledby="consult-title">
        <div className={`container ${styles.consultInner}`}>
          <div>
            <h2 id="consult-title" className={styles.consultTitle}>
              需要{series.name}选型或整厨方案？
            </h2>
            <p className={styles.consultText}>
              拨打 {site.company.hotline}，或把型号加入<Link to={paths.inquiry}>询价单</Link>
              留下需求，项目工程师 {replyWithin}联系您并提供报价。
            </p>
          </div>
          <div className={styles.consultActions}>
            <Link to={paths.selector} className={styles.consultButton}>
              选型助手
            </Link>
            <Link to={paths.contact} className={styles.consultLink}>
              联系我们
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
