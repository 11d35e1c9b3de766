// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findModel } from './catalogue';
import { kitchenScenes, SCENE_MODELS } from './kitchen-scenes';
import { WIDE_SCENE_WIDTHS } from './rendered-scene';

describe('kitchen scenes', () => {
  it('are built from catalogue models', () => {
    for (const scene of Object.values(SCENE_MODELS))
      for (const model of scene.models) expect(findModel(model), model).toBeDefined();
  });

  it('have every width of their srcset, 1920 included, rendered into public/renders', () => {
    for (const image of Object.values(kitchenScenes)) {
      const urls = image.srcSet!.split(', ').map((entry) => entry.split(' ')[0]!);
      expect(urls).toHaveLength(WIDE_SCENE_WIDTHS.length);
      for (const url of [image.src, ...urls])
        expect(existsSync(join(process.cwd(), 'public', url)), url).toBe(true);
    }
  });
});
