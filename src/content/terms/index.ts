export { privacyTerms } from './privacy-terms';
export { registerTerms } from './register-terms';
export type { TermsBlock, TermsChapter, TermsDocument } from './types';
