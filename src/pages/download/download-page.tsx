import { PageBanner } from '@/components/ui/page-banner';

export function DownloadPage() {
  return (
    <main id="main">
      <PageBanner title="DownloadPage" />
    </main>
  );
}
