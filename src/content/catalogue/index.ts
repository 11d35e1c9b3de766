import type { SeriesCtype } from '../../config/series';
import { baowentaiModels } from './baowentai';
import { lengguiModels } from './lenggui';
import { shangyongjingshuijiModels } from './shangyongjingshuiji';
import { shangyongzaotaiModels } from './shangyongzaotai';
import { modelNamed } from './slug';
import type { CatalogueModel, ModelOf } from './types';
import { xiaodujiModels } from './xiaoduji';
import { youyanjinghuaModels } from './youyanjinghua';
import { zhengfanguiModels } from './zhengfangui';

export type { CatalogueModel, ModelOf } from './types';
export { modelSlug } from './slug';

/** Every standard model, series in navigation order, smaller models first within a series. */
export const catalogue: CatalogueModel[] = [
  ...baowentaiModels,
  ...lengguiModels,
  ...shangyongzaotaiModels,
  ...xiaodujiModels,
  ...youyanjinghuaModels,
  ...zhengfanguiModels,
  ...shangyongjingshuijiModels,
];

/** The models of one series, typed with that series' fields. */
export function modelsOf<C extends SeriesCtype>(ctype: C): ModelOf<C>[] {
  return catalogue.filter((model): model is ModelOf<C> => model.ctype === ctype);
}

/** The model a model number or URL slug names, whatever its case ('cc-lg-4d' finds CC-LG-4D). */
export const findModel = (modelNumber: string): CatalogueModel | undefined =>
  modelNamed(catalogue, modelNumber);
