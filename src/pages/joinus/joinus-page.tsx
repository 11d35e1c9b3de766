import { PageBanner } from '@/components/ui/page-banner';

export function JoinusPage() {
  return (
    <main id="main">
      <PageBanner title="JoinusPage" />
    </main>
  );
}
