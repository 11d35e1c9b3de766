import { site } from '@/config/site';
import { registerTerms } from '@/content/terms';
import { PageMeta } from '@/components/ui/page-meta';
import { TermsDocumentView } from './sections/terms-document';

export function RegisterTermsPage() {
  return (
    <main id="main">
      <PageMeta title={site.routes.register.title} description={registerTerms.summary} />
      <TermsDocumentView doc={registerTerms} />
    </main>
  );
}
