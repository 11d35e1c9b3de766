import type { CatalogueModel } from './types';

/**
 * The views `npm run renders` draws of every model and the model page's gallery shows: the
 * three-quarter main view (`<base>-<width>.webp`, the picture used everywhere), the front, and a
 * third view chosen by series (open doors where there are doors, the top of a range or counter).
 * Other views are `<base>-<view>-<width>.webp`. One list, read by the render script and the page.
 */
export type ProductView = 'main' | 'front' | 'open' | 'top' | 'side';

/** The camera's direction per view (x right, y up, z towards the viewer; normalised by the stage). */
export const VIEW_DIRECTIONS: Record<ProductView, { x: number; y: number; z: number }> = {
  main: { x: 0.62, y: 0.42, z: 1 },
  front: { x: -0.14, y: 0.3, z: 1 },
  open: { x: 0.55, y: 0.3, z: 1 },
  top: { x: 0.2, y: 1.5, z: 0.75 },
  side: { x: -0.75, y: 0.4, z: 1 },
};

const OPEN_LABEL: Partial<Record<CatalogueModel['ctype'], string>> = {
  youyanjinghua: '检修门打开',
  lenggui: '开门',
  zhengfangui: '开门见蒸盘',
  xiaoduji: '开门见层架',
};

/** The third view of a series: what a buyer checks after the outside. */
function thirdView(model: CatalogueModel): ProductView {
  switch (model.ctype) {
    case 'shangyongzaotai':
    case 'baowentai':
      return 'top';
    case 'shangyongjingshuiji':
      return 'side';
    case 'youyanjinghua':
      return model.method === '运水烟罩' ? 'side' : 'open';
    default:
      return 'open';
  }
}

export interface ViewEntry {
  view: ProductView;
  /** Its tab's accessible name and visible label. */
  label: string;
  /** Appended to the model's image base: '' for the main view, '-front' for the front. */
  suffix: string;
}

const LABELS: Record<ProductView, string> = {
  main: '整机',
  front: '正面',
  open: '开门',
  top: '俯视',
  side: '侧面',
};

/** The model's views in gallery order, main first. */
export function productViews(model: CatalogueModel): ViewEntry[] {
  const third = thirdView(model);
  return (['main', 'front', third] as const).map((view) => ({
    view,
    label: view === 'open' ? (OPEN_LABEL[model.ctype] ?? LABELS.open) : LABELS[view],
    suffix: view === 'main' ? '' : `-${view}`,
  }));
}
