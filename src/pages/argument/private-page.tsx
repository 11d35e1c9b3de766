import { privacyTerms } from '@/content/terms';
import { Page } from '@/components/ui/page';
import { TermsDocumentView, TermsHead } from './sections/terms-document';

export function PrivateTermsPage() {
  return (
    <Page
      route="private"
      description={privacyTerms.summary}
      hero={<TermsHead doc={privacyTerms} />}
    >
      <TermsDocumentView doc={privacyTerms} />
    </Page>
  );
}
