import {
  certificates,
  honourArt,
  honours,
  patentFigures,
  patents,
  qualificationBanner,
} from '@/content/qualifications';
import { FigureGrid } from '@/components/ui/figure-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { CertificateGrid } from './sections/certificate-grid';
import { HonourTimeline } from './sections/honour-timeline';
import { PatentList } from './sections/patent-list';

export function QualificationPage() {
  return (
    <Page
      route="qualification"
      description={qualificationBanner.subtitle}
      banner={qualificationBanner}
    >
      <Section
        id="certificates"
        title="资质证书"
        lead="质量、环境与职业健康安全三体系认证，主要产品通过强制性认证与节能、环保认证。"
      >
        <CertificateGrid items={certificates} />
      </Section>
      <Section id="honours" title="荣誉奖项" tone="soft">
        <HonourTimeline items={honours} art={honourArt} />
      </Section>
      <Section
        id="patents"
        title="专利成果"
        lead="研发中心每年将营业收入的 4% 以上投入新产品与节能技术开发。"
      >
        <FigureGrid figures={patentFigures} />
        <PatentList items={patents} />
      </Section>
    </Page>
  );
}
