import type { SeriesCtype } from './series';

/** Every in-app URL, once. */
export const paths = {
  home: '/home',
  about: '/about',
  progress: '/progress',
  culture: '/culture',
  factory: '/factory',
  productOverview: '/product',
  product: (ctype: SeriesCtype) => `/product?ctype=${ctype}`,
  technology: '/technology',
  qualification: '/qualification',
  case: '/case',
  caseSector: (sector: string) => `/case?sector=${sector}`,
  teamwork: '/teamwork',
  joinus: '/joinus',
  contact: '/contact',
  download: '/download',
  argumentRegister: '/argument/register',
  argumentPrivate: '/argument/private',
  ucenter: '/ucenter',
} as const;
