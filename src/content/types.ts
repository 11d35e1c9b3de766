/** Shared shapes for the typed copy in src/content. */
export interface Illustration {
  /** URL of an SVG drawn for this site (import it from src/assets/illustrations), or of a render. */
  src: string;
  /** Raster renders: the srcset of the widths on offer; the caller gives `sizes`. */
  srcSet?: string;
  /** Meaningful Chinese alt text. */
  alt: string;
  width: number;
  height: number;
}

export interface Figure {
  value: string;
  unit?: string;
  label: string;
}

export interface TitledText {
  title: string;
  text: string;
}

/** A page section's anchor id, heading and lead, as the Section component takes them. */
export interface SectionHeading {
  id: string;
  title: string;
  lead?: string;
}

/**
 * A case's story (written in case-stories/, joined to its summary in case-studies.ts): here so
 * that the stories need not import the module that imports them.
 */
export interface CaseDetail {
  /** 就餐人数 / 面积. */
  scale: string;
  /** The kitchen's problem before the project. */
  problem: string;
  /** The result in two to four figures. */
  figures: Figure[];
}
