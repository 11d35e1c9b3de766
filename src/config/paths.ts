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
  /** A model's own page: /product/lenggui/cc-lg-4d. */
  model: ({ ctype, model }: { ctype: SeriesCtype; model: string }) =>
    `${url('product')}/${ctype}/${model.toLowerCase()}`,
  compare: url('compare'),
  inquiry: url('inquiry'),
  selector: url('selector'),
  technology: url('technology'),
  qualification: url('qualification'),
  case: url('case'),
  caseSector: (sector: string) => `${url('case')}?sector=${sector}`,
  caseStudy: (id: string) => `${url('case')}/${id}`,
  teamwork: url('teamwork'),
  joinus: url('joinus'),
  contact: url('contact'),
  download: url('download'),
  argumentRegister: url('register'),
  argumentPrivate: url('private'),
  ucenter: url('ucenter'),
} as const;
