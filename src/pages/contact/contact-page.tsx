import { PageBanner } from '@/components/ui/page-banner';

export function ContactPage() {
  return (
    <main id="main">
      <PageBanner title="ContactPage" />
    </main>
  );
}
