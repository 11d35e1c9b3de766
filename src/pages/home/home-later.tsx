import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { caseRender, caseSummaries, sectors } from '@/content/cases';
import {
  featuredCaseIds,
  featuredCertificateIds,
  homeAdvantages,
  homeContact,
  homeFactoryBand,
  homeFigures,
  homeSections,
} from '@/content/home';
import { certificates } from '@/content/qualifications';
import { CardGrid } from '@/components/ui/card-grid';
import { FigureGrid } from '@/components/ui/figure-grid';
import { LinkCardGrid } from '@/components/ui/link-card-grid';
import { PictureBand } from '@/components/ui/picture-band';
import { Section } from '@/components/ui/section';
import { SeriesCards } from '@/components/ui/series-cards';
import { ContactSection } from './sections/contact-section';
import { MoreLink } from './sections/more-link';
import { QualificationStrip } from './sections/qualification-strip';
import styles from './home-later.module.less';

const featuredCases = featuredCaseIds.flatMap((id) =>
  caseSummaries.filter((item) => item.id === id),
);
const caseCards = featuredCases.map((item) => ({
  title: item.name,
  text: item.result,
  href: paths.caseStudy(item.id),
  image: caseRender(item),
  tag: `${sectors[item.sector].label} · ${item.city} · ${item.year} 年`,
}));

const featuredCertificates = featuredCertificateIds.flatMap((id) =>
  certificates.filter((item) => item.id === id),
);

/**
 * The home page below its hero: the series, the advantages, the factory, cases, certificates and
 * the closing call to action. A chunk of its own (./home-later-part.ts) that a first visit fetches
 * as hydration starts, so it holds links and static content only (./home-later.test.tsx).
 */
export function HomeLater() {
  return (
    <>
      <Section id="series" title={homeSections.series.title} lead={homeSections.series.lead}>
        <SeriesCards />
      </Section>
      <Section
        id="advantages"
        title={homeSections.advantages.title}
        lead={homeSections.advantages.lead}
        tone="soft"
      >
        <FigureGrid figures={homeFigures} />
        <div className={styles.gap}>
          <CardGrid items={homeAdvantages} columns={4} numbered />
        </div>
      </Section>
      <PictureBand
        id="factory"
        image={homeFactoryBand.image}
        kicker={homeFactoryBand.kicker}
        title={homeFactoryBand.title}
        text={homeFactoryBand.text}
        link={{ to: paths.factory, label: homeFactoryBand.cta }}
      />
      <Section id="cases" title={homeSections.cases.title} lead={homeSections.cases.lead}>
        <LinkCardGrid
          items={caseCards}
          columns={4}
          cta="查看案例详情"
          sizes="(max-width: 767.98px) calc(100vw - 40px), (max-width: 1100px) 50vw, 300px"
        />
        <MoreLink to={paths.case}>查看全部工程案例</MoreLink>
      </Section>
      <Section
        id="qualifications"
        title={homeSections.qualifications.title}
        lead={homeSections.qualifications.lead}
        tone="soft"
      >
        <QualificationStrip items={featuredCertificates} />
        <MoreLink to={paths.qualification}>查看全部资质荣誉</MoreLink>
      </Section>
      <ContactSection contact={homeContact} hotline={site.company.hotline} />
    </>
  );
}
