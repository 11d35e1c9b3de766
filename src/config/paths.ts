import { routeById } from './routes';
import type { SeriesCtype } from './series';

/** The URL of a page with one address in the route manifest. */
const url = (id: string) => `/${routeById(id).path}`;

/** Every in-app URL, once: static addresses come from the route manifest (src/config/routes.ts). */
export const paths = {
  home: url('home'),
  about: url('about'),
  progress: url('progress'),
  culture: url('culture'),
  factory: url('factory'),
  productOverview: url('product'),
  product: (ctype: SeriesCtype) => `${url('product')}?ctype=${ctype}`,
  technology: url('technology'),
  qualification: url('qualification'),
  case: url('case'),
  caseSector: (sector: string) => `${url('case')}?sector=${sector}`,
  teamwork: url('teamwork'),
  joinus: url('joinus'),
  contact: url('contact'),
  download: url('download'),
  argumentRegister: url('register'),
  argumentPrivate: url('private'),
  ucenter: url('ucenter'),
} as const;
