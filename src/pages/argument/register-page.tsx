import { registerTerms } from '@/content/terms';
import { Page } from '@/components/ui/page';
import { TermsDocumentView, TermsHead } from './sections/terms-document';

export function RegisterTermsPage() {
  return (
    <Page
      route="register"
      description={registerTerms.summary}
      hero={<TermsHead doc={registerTerms} />}
    >
      <TermsDocumentView doc={registerTerms} />
    </Page>
  );
}
