import { useSearchParams } from 'react-router-dom';
import { isSeriesCtype } from '@/config/series';
import { seriesContent } from '@/content/products';
import { ProductOverview } from './sections/product-overview';
import { SeriesDetail } from './sections/series-detail';

/** /product?ctype=<ctype> shows one series; no or an unknown ctype shows the overview of all seven. */
export function ProductPage() {
  const [params] = useSearchParams();
  const ctype = params.get('ctype');
  return isSeriesCtype(ctype) ? (
    <SeriesDetail series={seriesContent[ctype]} />
  ) : (
    <ProductOverview />
  );
}
