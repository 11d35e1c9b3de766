import {
  certificates,
  certificatesHeading,
  honourArt,
  honours,
  patentFigures,
  patents,
  patentsHeading,
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
      <Section {...certificatesHeading}>
        <CertificateGrid items={certificates} />
      </Section>
      <Section id="honours" title="荣誉奖项" tone="soft">
        <HonourTimeline items={honours} art={honourArt} />
      </Section>
      <Section {...patentsHeading}>
        <FigureGrid figures={patentFigures} />
        <PatentList items={patents} />
      </Section>
    </Page>
  );
}
