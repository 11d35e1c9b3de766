import { routeTitle } from '@/config/routes';
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
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { AppSection } from './sections/app-section';
import { BrochuresSection } from './sections/brochures-section';
import { SheetsSection } from './sections/sheets-section';

/** The documents first (产品手册, then each model's spec sheet and CAD drawing), the app second. */
export function DownloadPage() {
  return (
    <main id="main">
      <PageMeta title={routeTitle('download')} description={downloadDescription} />
      <PageBanner title={downloadBanner.title} subtitle={downloadBanner.subtitle} />
      <BrochuresSection brochures={brochures} />
      <SheetsSection />
      <AppSection
        app={appInfo}
        screen={appScreen}
        features={appFeatures}
        platforms={platformLinks}
        notes={releaseNotes}
      />
    </main>
  );
}
