import { paths } from '@/config/paths';
import { ROUTES, type RouteKey } from '@/config/routes';
import { seriesName } from '@/config/series';
import { aboutBanner } from '@/content/about';
import { caseStudies } from '@/content/case-studies';
import { sectors } from '@/content/cases';
import { catalogue } from '@/content/catalogue';
import { productImages } from '@/content/catalogue/product-images';
import { seriesImages } from '@/content/catalogue/series-images';
import { contactBanner } from '@/content/contact';
import { cultureBanner } from '@/content/culture';
import { downloadBanner } from '@/content/download';
import { factoryBanner } from '@/content/factory';
import { joinusBanner } from '@/content/joinus';
import { progressBanner } from '@/content/progress';
import { qualificationBanner } from '@/content/qualifications';
import { teamworkBanner } from '@/content/teamwork';
import { technologyBanner } from '@/content/technology';
import { seriesContent } from '@/content/products';
import { capacityText } from '@/features/catalogue/format';

export type SearchGroup = '产品' | '案例' | '页面';

/** One thing search can find. */
export interface SearchDocument {
  id: string;
  group: SearchGroup;
  title: string;
  /** Second line of a result. */
  detail: string;
  href: string;
  /** Model number, for model documents (matched by substring, ranked first). */
  model?: string;
  /**
   * The picture of a model or series: a render's or photo's base path (`/renders/cc-lg-4d`, WebP
   * at every width of PRODUCT_IMAGE_WIDTHS). Part of the document, as the worker posts it.
   */
  image?: string;
  /** Everything else searchable. */
  text: string;
}

const banners: Partial<Record<RouteKey, { subtitle?: string }>> = {
  about: aboutBanner,
  progress: progressBanner,
  culture: cultureBanner,
  factory: factoryBanner,
  qualification: qualificationBanner,
  case: { subtitle: '' },
  teamwork: teamworkBanner,
  joinus: joinusBanner,
  contact: contactBanner,
  download: downloadBanner,
  technology: technologyBanner,
};

/** The documents of the index: every model, every case, every page with one address. */
export function searchDocuments(): SearchDocument[] {
  const products = catalogue.map((model) => ({
    id: `model:${model.model}`,
    group: '产品' as const,
    title: `${model.model} ${model.name}`,
    detail: `${seriesName(model.ctype)} · ${capacityText(model)}`,
    href: paths.model(model),
    model: model.model,
    image: productImages[model.model]?.base,
    text: [
      model.name,
      seriesName(model.ctype),
      model.summary,
      model.sectors.map((s) => sectors[s].label).join(' '),
    ].join(' '),
  }));
  const series = Object.values(seriesContent).map((s) => ({
    id: `series:${s.ctype}`,
    group: '产品' as const,
    title: s.name,
    detail: s.tagline,
    href: paths.series(s.ctype),
    image: seriesImages[s.ctype],
    text: [s.tagline, ...s.intro, ...s.uses.map((u) => `${u.title} ${u.text}`)].join(' '),
  }));
  const cases = caseStudies.map((study) => ({
    id: `case:${study.id}`,
    group: '案例' as const,
    title: study.name,
    detail: `${sectors[study.sector].label} · ${study.city} · ${study.scale}`,
    href: paths.caseStudy(study.id),
    text: [sectors[study.sector].label, study.city, study.problem, study.result].join(' '),
  }));
  const pages = ROUTES.filter(
    (route) => route.render === 'prerender' && !route.path.includes(':'),
  ).map((route) => ({
    id: `page:${route.id}`,
    group: '页面' as const,
    title: route.title,
    detail: banners[route.id]?.subtitle ?? '',
    href: `/${route.path}`,
    text: banners[route.id]?.subtitle ?? '',
  }));
  return [...products, ...series, ...cases, ...pages];
}
