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
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { InfoSection } from './sections/info-section';
import { MessageSection } from './sections/message-section';
import { OfficesSection } from './sections/offices-section';
import { VisitSection } from './sections/visit-section';
import { WechatSection } from './sections/wechat-section';

export function ContactPage() {
  return (
    <main id="main">
      <PageMeta title={site.routes.contact.title} description={contactDescription} />
      <PageBanner title={contactBanner.title} subtitle={contactBanner.subtitle} />
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
    </main>
  );
}
