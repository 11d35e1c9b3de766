import {
  applyContact,
  applySteps,
  benefitsHeading,
  dealerConditions,
  dealerIntro,
  dealerSupport,
  jobBenefits,
  joinusBanner,
  positions,
} from '@/content/joinus';
import { CardGrid } from '@/components/ui/card-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { ApplySection } from './sections/apply-section';
import { DealerSection } from './sections/dealer-section';
import { PositionsSection } from './sections/positions-section';

export function JoinusPage() {
  return (
    <Page route="joinus" description={joinusBanner.subtitle} banner={joinusBanner}>
      <PositionsSection positions={positions} email={applyContact.email} />
      <Section {...benefitsHeading} tone="soft">
        <CardGrid items={jobBenefits} columns={3} />
      </Section>
      <ApplySection steps={applySteps} contact={applyContact} />
      <DealerSection intro={dealerIntro} conditions={dealerConditions} support={dealerSupport} />
    </Page>
  );
}
