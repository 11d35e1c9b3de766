import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildModel } from './build-model';
import { renderPerFrame } from './render-per-frame';
import { createStage } from './stage';

export interface MountedViewer {
  reset: () => void;
  dispose: () => void;
}

/**
 * Puts the model's studio scene on the canvas with drag-to-turn and wheel/pinch zoom. Throws where
 * three.js cannot start WebGL. The scene is drawn only when the view changes, at most once a frame:
 * on a phone (or a software GPU) a continuous loop keeps the main thread and the battery busy while
 * nothing moves.
 */
export function mountViewer(canvas: HTMLCanvasElement, model: CatalogueModel): MountedViewer {
  const stage = createStage(canvas, canvas.clientWidth, canvas.clientHeight);
  const target = stage.show(buildModel(model), model.dimensionsMm.width / 1000 + 0.5);
  const controls = new OrbitControls(stage.camera, canvas);
  controls.maxPolarAngle = Math.PI / 2 - 0.05;
  // Orbit about the point the stage framed, so turning shows the back of the model and its top stays in frame.
  controls.target.copy(target);
  controls.update();
  controls.saveState();
  const frames = renderPerFrame(stage.render);
  controls.addEventListener('change', frames.request);
  stage.render();
  return {
    reset: () => controls.reset(),
    dispose: () => {
      controls.removeEventListener('change', frames.request);
      frames.cancel();
      controls.dispose();
      stage.renderer.dispose();
    },
  };
}
