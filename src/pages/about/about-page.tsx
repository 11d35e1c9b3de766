import { facts } from '@/content/claims/facts';
import { paths } from '@/config/paths';
import {
  aboutBanner,
  aboutBusiness,
  aboutFigures,
  aboutIntro,
  aboutService,
} from '@/content/about';
import { caseSummaries } from '@/content/case-summaries';
import { caseRender } from '@/content/cases';
import { milestones } from '@/content/progress';
import { CardGrid } from '@/components/ui/card-grid';
import { FigureGrid } from '@/components/ui/figure-grid';
import { Page } from '@/components/ui/page';
import { PictureBand } from '@/components/ui/picture-band';
import { Section } from '@/components/ui/section';
import { IntroSection } from './sections/intro-section';
import { MilestoneRail } from './sections/milestone-rail';

/** The rail's stops: founding, certification, high-tech status, the smart factory, today. */
const RAIL_YEARS = [String(facts.founded), '2010', '2016', '2022', String(facts.asOf)];
const railMilestones = milestones.filter((milestone) => RAIL_YEARS.includes(milestone.year));
// The home town's school canteen: the delivered kitchen the page shows full width.
const deliveredCase = caseSummaries[0];
const deliveredBand = {
  image: caseRender(deliveredCase),
  kicker: `澄川交付 · ${deliveredCase.city} · ${deliveredCase.year} 年`,
  title: deliveredCase.name,
  text: deliveredCase.result,
  link: { to: paths.caseStudy(deliveredCase.id), label: '查看案例详情' },
};

export function AboutPage() {
  return (
    <Page route="about" description={aboutIntro[0]} banner={aboutBanner}>
      <IntroSection paragraphs={aboutIntro} />
      <Section id="figures" title="澄川数据" tone="soft">
        <FigureGrid figures={aboutFigures} />
      </Section>
      <MilestoneRail milestones={railMilestones} />
      <PictureBand id="delivered" {...deliveredBand} />
      <Section id="business" title="业务范围" lead="从规划设计到维保，一个团队负责到底。">
        <CardGrid items={aboutBusiness} columns={4} />
      </Section>
      <Section id="service" title="服务网络" tone="soft">
        <CardGrid items={aboutService} columns={3} />
      </Section>
    </Page>
  );
}
