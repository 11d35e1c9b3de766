import { PageBanner } from '@/components/ui/page-banner';

export function QualificationPage() {
  return (
    <main id="main">
      <PageBanner title="QualificationPage" />
    </main>
  );
}
