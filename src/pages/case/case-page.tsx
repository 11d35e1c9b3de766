import { PageBanner } from '@/components/ui/page-banner';

export function CasePage() {
  return (
    <main id="main">
      <PageBanner title="CasePage" />
    </main>
  );
}
