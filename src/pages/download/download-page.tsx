import {
  appFeatures,
  appInfo,
  appScreen,
  brochures,
  downloadBanner,
  downloadDescription,
  platformLinks,
  releaseNotes,
} from '@/content/download';
import { Page } from '@/components/ui/page';
import { AppSection } from './sections/app-section';
import { BrochuresSection } from './sections/brochures-section';
import { SheetsSection } from './sections/sheets-section';

/** The documents first (产品手册, then each model's spec sheet and CAD drawing), the app second. */
export function DownloadPage() {
  return (
    <Page route="download" description={downloadDescription} banner={downloadBanner}>
      <BrochuresSection brochures={brochures} />
      <SheetsSection />
      <AppSection
        app={appInfo}
        screen={appScreen}
        features={appFeatures}
        platforms={platformLinks}
        notes={releaseNotes}
      />
    </Page>
  );
}
