import {
  cultureBanner,
  mission,
  promiseLead,
  promises,
  staffLife,
  staffLifeImage,
  values,
  valuesHeading,
  vision,
} from '@/content/culture';
import { CardGrid } from '@/components/ui/card-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { LifeSection } from './sections/life-section';
import { PromiseSection } from './sections/promise-section';
import { StatementsSection } from './sections/statements-section';

export function CulturePage() {
  return (
    <Page
      route="culture"
      description={`企业使命：${mission.headline}。${mission.text}`}
      banner={cultureBanner}
    >
      <StatementsSection mission={mission} vision={vision} />
      <Section {...valuesHeading} tone="soft">
        <CardGrid items={values} columns={3} />
      </Section>
      <PromiseSection lead={promiseLead} promises={promises} />
      <LifeSection items={staffLife} image={staffLifeImage} />
    </Page>
  );
}
