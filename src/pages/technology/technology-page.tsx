import { PageBanner } from '@/components/ui/page-banner';

export function TechnologyPage() {
  return (
    <main id="main">
      <PageBanner title="TechnologyPage" />
    </main>
  );
}
