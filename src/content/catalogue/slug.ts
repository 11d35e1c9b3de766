import type { CatalogueModel } from './types';

/**
 * The model's segment in its page address and file names: the model number in lower case. Apart
 * from the catalogue's data, so a page that only links a model's files does not load the catalogue.
 */
export const modelSlug = (modelNumber: string) => modelNumber.toLowerCase();

/** The model of `models` a model number or URL slug names, whatever its case ('cc-lg-4d'). */
export function modelNamed<M extends CatalogueModel>(models: M[], modelNumber: string) {
  const wanted = modelNumber.trim().toUpperCase();
  return models.find((model) => model.model === wanted);
}
