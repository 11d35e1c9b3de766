/**
 * The model's segment in its page address and file names: the model number in lower case. Apart
 * from the catalogue's data, so a page that only links a model's files does not load the catalogue.
 */
export const modelSlug = (modelNumber: string) => modelNumber.toLowerCase();
