import { serviceBanner, serviceDescription } from '@/content/service/page';
import { Page } from '@/components/ui/page';
import { DownloadsSection } from './sections/downloads-section';
import { FaultsSection } from './sections/faults-section';
import { NetworkSection } from './sections/network-section';
import { RepairCall } from './sections/repair-call';
import { WarrantySection } from './sections/warranty-section';

/** /service: who fixes the equipment, near the customer, under what warranty; faults; manuals. */
export function ServicePage() {
  return (
    <Page route="service" description={serviceDescription} banner={serviceBanner}>
      <RepairCall />
      <WarrantySection />
      <NetworkSection />
      <FaultsSection />
      <DownloadsSection />
    </Page>
  );
}
