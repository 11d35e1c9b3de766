import type { CatalogueModel } from '@/content/catalogue/types';
import type { SeriesContent } from '@/content/products';
import { ModelCases } from './sections/model-cases';
import { ModelSpecs } from './sections/model-specs';
import { ModelUses } from './sections/model-uses';
import { RelatedModels } from './sections/related-models';

export interface ModelLaterProps {
  model: CatalogueModel;
  /** The series' models, this one included. */
  models: CatalogueModel[];
  series: SeriesContent;
}

/**
 * A model page below its first screen: the specification with its 尺寸图, where the model is used,
 * the cases that installed it and the series' other models. Links and static content only, no
 * button: on a first visit this chunk arrives after hydration (src/pages/model/model-later-part.ts),
 * and React drops a press on a button of a part it cannot hydrate yet.
 */
export function ModelLater({ model, models, series }: ModelLaterProps) {
  return (
    <>
      <ModelSpecs model={model} note={series.specNote} />
      <ModelUses model={model} series={series} />
      <ModelCases model={model} />
      <RelatedModels model={model} models={models} series={series} />
    </>
  );
}
