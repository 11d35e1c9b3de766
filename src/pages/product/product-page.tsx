import { PageBanner } from '@/components/ui/page-banner';

export function ProductPage() {
  return (
    <main id="main">
      <PageBanner title="ProductPage" />
    </main>
  );
}
