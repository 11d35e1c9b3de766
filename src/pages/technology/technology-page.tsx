import { site } from '@/config/site';
import {
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
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { PatentsSection } from './sections/patents-section';
import { RdSection } from './sections/rd-section';
import { StandardsSection } from './sections/standards-section';

export function TechnologyPage() {
  return (
    <main id="main">
      <PageMeta title={site.routes.technology.title} description={rdIntro[0]} />
      <PageBanner
        title={technologyBanner.title}
        subtitle={technologyBanner.subtitle}
        image={technologyBanner.image}
      />
      <RdSection paragraphs={rdIntro} figures={rdFigures} labs={labs} image={rdImage} />
      <Section
        id="core"
        title="核心技术"
        lead="围绕节能、食品安全与环保，把实验室里的成果变成后厨每天都在用的功能。"
        tone="soft"
      >
        <CardGrid items={keyTechnologies} columns={3} />
      </Section>
      <PatentsSection patents={patents} />
      <StandardsSection
        drafted={draftedStandards}
        followed={followedStandards}
        systems={managementSystems}
      />
    </main>
  );
}
