import type * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { contactShadow } from './kit/contact-shadow';
import { buildFridge } from './series/fridge';
import { buildFume } from './series/fume';
import type { BuildOptions } from './series/options';
import { buildSteamer } from './series/steamer';
import { buildSterilizer } from './series/sterilizer';
import { buildStove } from './series/stove';
import { buildWarmer } from './series/warmer';
import { buildWater } from './series/water';

export type { BuildOptions } from './series/options';

/**
 * A model's 3D form from its catalogue data, in metres, standing on y = 0 and centred on x/z, by
 * its series' builder (src/features/product-3d/series, over the shared parts in kit/). Shared by
 * the product renders (scripts/renders), the scenes and the 3D 查看 viewer, so all show the same
 * dimensionally true object with its series' features: a six-door fridge is built 1.82 m wide.
 */
export function buildModel(model: CatalogueModel, options: BuildOptions = {}): THREE.Group {
  const g = buildSeries(model, options);
  const shadow = contactShadow(model.dimensionsMm.width / 1000, model.dimensionsMm.depth / 1000);
  if (shadow) g.add(shadow);
  return g;
}

function buildSeries(model: CatalogueModel, options: BuildOptions): THREE.Group {
  switch (model.ctype) {
    case 'lenggui':
      return buildFridge(model, options);
    case 'xiaoduji':
      return buildSterilizer(model, options);
    case 'zhengfangui':
      return buildSteamer(model, options);
    case 'baowentai':
      return buildWarmer(model, options);
    case 'shangyongzaotai':
      return buildStove(model, options);
    case 'youyanjinghua':
      return buildFume(model, options);
    case 'shangyongjingshuiji':
      return buildWater(model, options);
  }
}
