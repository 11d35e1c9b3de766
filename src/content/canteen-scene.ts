import { renderedScene, WIDE_SCENE_WIDTHS } from './rendered-scene';
import type { Illustration } from './types';
import type { SceneName } from './kitchen-scenes';

/** A scene's picture (scripts/renders/render.ts draws `scene-<name>`), at the wide widths. */
export const sceneArt = (name: SceneName, alt: string): Illustration =>
  renderedScene(`scene-${name}`, alt, WIDE_SCENE_WIDTHS);

/**
 * The home hero's scene, apart from ./kitchen-scenes.ts: the hero is a first visit's first screen,
 * and the other scenes are for parts and pages it fetches later.
 */
export const canteenScene = sceneArt(
  'canteen',
  '学校食堂出餐线效果图：六门冰箱、蒸饭柜、保温售饭台和消毒柜沿白色瓷砖墙排成一线',
);
