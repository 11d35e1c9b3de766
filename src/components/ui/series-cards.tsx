import { paths } from '@/config/paths';
import { SERIES } from '@/config/series';
import { seriesImages } from '@/content/catalogue/series-images';
import { seriesSummaries } from '@/content/products/summaries';
import { LinkCardGrid, type LinkCard } from './link-card-grid';

const seriesLinkCards: LinkCard[] = SERIES.map(({ ctype }) => seriesSummaries[ctype]).map(
  (series) => ({
    title: series.name,
    text: series.tagline,
    href: paths.series(series.ctype),
    // The studio render of the series' typical model (npm run renders).
    image: {
      src: `${seriesImages[series.ctype]}-480.webp`,
      alt: `${series.name}产品图`,
      width: 480,
      height: 360,
    },
  }),
);

/**
 * The product series as picture cards, each leading to its series page. `eagerFirst`: how
 * many load at once, the ones on the first screen; the rest are lazy (held until the app has
 * hydrated, src/app/early-taps/hold-pictures.ts).
 */
export function SeriesCards({ eagerFirst = 0 }: { eagerFirst?: number }) {
  return (
    <LinkCardGrid
      items={seriesLinkCards}
      columns={4}
      framed
      eagerFirst={eagerFirst}
      cta="查看系列"
      mobileColumns={2}
    />
  );
}
