import { modelSlug } from '@/content/catalogue';

/**
 * Where the site serves the documents generated from the catalogue (`npm run documents` writes
 * them under public/): one definition for the script, the pages and the tests.
 */
export const cadPath = (modelNumber: string) => `/files/cad/${modelSlug(modelNumber)}.dxf`;
