/** A paragraph, a bulleted list, or a small table inside a terms chapter. */
export type TermsBlock =
  string | { list: string[] } | { table: { caption: string; head: string[]; rows: string[][] } };

export interface TermsChapter {
  /** Anchor id, so /argument/private#cookies can point at it. */
  id: string;
  title: string;
  blocks: TermsBlock[];
}

export interface TermsDocument {
  title: string;
  updated: string;
  effective: string;
  /** Shown in the title area and as the meta description. */
  summary: string;
  intro: string[];
  chapters: TermsChapter[];
}
