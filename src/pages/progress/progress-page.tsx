import { PageBanner } from '@/components/ui/page-banner';

export function ProgressPage() {
  return (
    <main id="main">
      <PageBanner title="ProgressPage" />
    </main>
  );
}
