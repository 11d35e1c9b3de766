import { useEffect, useRef, useState } from 'react';
import { company } from '@/config/company';
import type { CatalogueModel } from '@/content/catalogue/types';
import { mountViewer, type MountedViewer } from './mount-viewer';
import type { ViewerState } from './viewer-state';
import styles from './viewer-stage.module.less';

interface StageProps {
  model: CatalogueModel;
  /** Told when the model is being built, drawn (with its 复位), or cannot be (no WebGL). */
  onState: (state: ViewerState) => void;
}

const hasWebGl = () => {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
};

/**
 * What 3D 查看 loads on the click (three.js and the model's form, the same code as its render):
 * the model turned by dragging, zoomed by wheel or pinch. Shown in ./viewer-dialog.
 */
export default function ViewerStage({ model, onState }: StageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [supported, setSupported] = useState(hasWebGl);

  useEffect(() => {
    onState({ phase: supported ? 'building' : 'unsupported' });
    if (!supported || !canvas.current) return;
    const element = canvas.current;
    let mounted: MountedViewer | null = null;
    // The first build compiles the shaders (seconds on a slow phone): let the canvas and its
    // note paint first.
    const start = window.setTimeout(() => {
      try {
        mounted = mountViewer(element, model);
        onState({ phase: 'ready', reset: mounted.reset });
      } catch {
        // A context that getContext() promised but three.js could not start (blocklisted GPU,
        // lost context): the same Chinese fallback as a browser without WebGL, never a blank page.
        setSupported(false);
      }
    }, 50);
    return () => {
      window.clearTimeout(start);
      mounted?.dispose();
    };
  }, [model, supported, onState]);

  return supported ? (
    <canvas
      ref={canvas}
      className={styles.canvas}
      aria-label={`${model.model} 的 3D 模型，拖动旋转，滚轮或双指缩放`}
    />
  ) : (
    <p className={styles.fallback} role="status">
      您的浏览器不支持 3D 查看（WebGL），请查看产品图与规格参数，或致电 {company.hotline} 索取样册。
    </p>
  );
}
