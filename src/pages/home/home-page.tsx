import { PageBanner } from '@/components/ui/page-banner';

export function HomePage() {
  return (
    <main id="main">
      <PageBanner title="HomePage" />
    </main>
  );
}
