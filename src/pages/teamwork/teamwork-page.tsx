import {
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
      <Section
        id="benefits"
        title="伙伴权益"
        lead="工厂、设计、服务三方面的支持，让合作伙伴把精力放在客户身上。"
      >
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
