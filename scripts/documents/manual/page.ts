import type { DocumentPart } from '../../../src/content/printed-documents';
import type { ManualContext } from './context';
import { coverSection } from './cover';
import { installationSection } from './installation';
import { modelSection } from './model';
import { optionsSection } from './options';
import { serviceSection } from './service';
import { manualStyles } from './styles';

/** A composed part of a 产品手册 (not a site page). */
export type ManualPart = Extract<DocumentPart, { section: string }>;

function sectionHtml(part: ManualPart, context: ManualContext): string {
  switch (part.section) {
    case 'cover':
      return coverSection(part.ctype, context);
    case 'model':
      return modelSection(part.model ?? '', context);
    case 'options':
      return optionsSection(part.ctype);
    case 'installation':
      return installationSection(part.ctype);
    case 'service':
      return serviceSection(part.ctype);
  }
}

/** One composed part as a whole HTML document, ready to print: the same part, the same text. */
export function manualPageHtml(part: ManualPart, context: ManualContext): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<style>${manualStyles}</style></head><body>${sectionHtml(part, context)}</body></html>`;
}
