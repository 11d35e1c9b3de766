import { PageBanner } from '@/components/ui/page-banner';

export function RegisterTermsPage() {
  return (
    <main id="main">
      <PageBanner title="RegisterTermsPage" />
    </main>
  );
}
