import { PageBanner } from '@/components/ui/page-banner';

export function PrivateTermsPage() {
  return (
    <main id="main">
      <PageBanner title="PrivateTermsPage" />
    </main>
  );
}
