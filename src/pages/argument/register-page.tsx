import { routeTitle } from '@/config/routes';
import { registerTerms } from '@/content/terms';
import { PageMeta } from '@/components/ui/page-meta';
import { TermsDocumentView } from './sections/terms-document';

export function RegisterTermsPage() {
  return (
    <main id="main">
      <PageMeta title={routeTitle('register')} description={registerTerms.summary} />
      <TermsDocumentView doc={registerTerms} />
    </main>
  );
}
