import { PageBanner } from '@/components/ui/page-banner';

export function TeamworkPage() {
  return (
    <main id="main">
      <PageBanner title="TeamworkPage" />
    </main>
  );
}
