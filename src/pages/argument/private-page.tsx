import { site } from '@/config/site';
import { privacyTerms } from '@/content/terms';
import { PageMeta } from '@/components/ui/page-meta';
import { TermsDocumentView } from './sections/terms-document';

export function PrivateTermsPage() {
  return (
    <main id="main">
      <PageMeta title={site.routes.private.title} description={privacyTerms.summary} />
      <TermsDocumentView doc={privacyTerms} />
    </main>
  );
}
