import { mapUrl, site } from '@/config/site';
import {
  contactBanner,
  contactChannels,
  contactDescription,
  locationMap,
  serviceOffices,
  visitRoutes,
  wechatIntro,
  workingHours,
} from '@/content/contact';
import { Page } from '@/components/ui/page';
import { InfoSection } from './sections/info-section';
import { MessageSection } from './sections/message-section';
import { OfficesSection } from './sections/offices-section';
import { VisitSection } from './sections/visit-section';
import { WechatSection } from './sections/wechat-section';

export function ContactPage() {
  return (
    <Page route="contact" description={contactDescription} banner={contactBanner}>
      <InfoSection company={site.company} channels={contactChannels} hours={workingHours} />
      <MessageSection />
      <WechatSection qr={site.business.wechatQr} intro={wechatIntro} />
      <OfficesSection offices={serviceOffices} />
      <VisitSection
        address={site.company.address}
        map={locationMap}
        mapHref={mapUrl(site.company)}
        routes={visitRoutes}
      />
    </Page>
  );
}
