import {
  benefitsHeading,
  contactCall,
  cooperationModels,
  cooperationSteps,
  partnerBenefits,
  partnerTypes,
  teamworkBanner,
  teamworkFigures,
} from '@/content/teamwork';
import { CardGrid } from '@/components/ui/card-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { ContactCallSection } from './sections/contact-call-section';
import { ModelsSection } from './sections/models-section';
import { PartnersSection } from './sections/partners-section';
import { ProcessSection } from './sections/process-section';

export function TeamworkPage() {
  return (
    <Page route="teamwork" description={teamworkBanner.subtitle} banner={teamworkBanner}>
      <ModelsSection models={cooperationModels} />
      <PartnersSection types={partnerTypes} figures={teamworkFigures} />
      <Section {...benefitsHeading}>
        <CardGrid items={partnerBenefits} columns={3} />
      </Section>
      <ProcessSection steps={cooperationSteps} />
      <ContactCallSection
        title={contactCall.title}
        text={contactCall.text}
        linkText={contactCall.linkText}
      />
    </Page>
  );
}
