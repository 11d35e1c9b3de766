import { PageBanner } from '@/components/ui/page-banner';

export function FactoryPage() {
  return (
    <main id="main">
      <PageBanner title="FactoryPage" />
    </main>
  );
}
