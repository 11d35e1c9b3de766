import { routeTitle } from '@/config/routes';
import { privacyTerms } from '@/content/terms';
import { PageMeta } from '@/components/ui/page-meta';
import { TermsDocumentView } from './sections/terms-document';

export function PrivateTermsPage() {
  return (
    <main id="main">
      <PageMeta title={routeTitle('private')} description={privacyTerms.summary} />
      <TermsDocumentView doc={privacyTerms} />
    </main>
  );
}
