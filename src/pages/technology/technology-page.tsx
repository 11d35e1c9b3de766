import {
  coreHeading,
  draftedStandards,
  followedStandards,
  keyTechnologies,
  labs,
  managementSystems,
  patents,
  rdFigures,
  rdImage,
  rdIntro,
  technologyBanner,
} from '@/content/technology';
import { CardGrid } from '@/components/ui/card-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { PatentsSection } from './sections/patents-section';
import { RdSection } from './sections/rd-section';
import { StandardsSection } from './sections/standards-section';

export function TechnologyPage() {
  return (
    <Page route="technology" description={rdIntro[0]} banner={technologyBanner}>
      <RdSection paragraphs={rdIntro} figures={rdFigures} labs={labs} image={rdImage} />
      <Section {...coreHeading} tone="soft">
        <CardGrid items={keyTechnologies} columns={3} />
      </Section>
      <PatentsSection patents={patents} />
      <StandardsSection
        drafted={draftedStandards}
        followed={followedStandards}
        systems={managementSystems}
      />
    </Page>
  );
}
