import { PageBanner } from '@/components/ui/page-banner';

export function CulturePage() {
  return (
    <main id="main">
      <PageBanner title="CulturePage" />
    </main>
  );
}
