import { useEffect, useRef, useState } from 'react';
import type { CatalogueModel } from '@/content/catalogue/types';
import { mountViewer, type MountedViewer } from './mount-viewer';
import styles from './viewer.module.less';

interface ViewerProps {
  model: CatalogueModel;
  onClose: () => void;
}

const hasWebGl = () => {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
};

/** 3D 查看: the model's form (the same code as its render), turned by dragging, zoomed by wheel or pinch. */
export default function Viewer({ model, onClose }: ViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const reset = useRef<() => void>(() => {});
  const [supported, setSupported] = useState(hasWebGl);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (!supported || !canvas.current) return;
    const element = canvas.current;
    let mounted: MountedViewer | null = null;
    // The first build compiles the shaders (seconds on a slow phone): let the dialog and its
    // loading note paint first.
    const start = window.setTimeout(() => {
      try {
        mounted = mountViewer(element, model);
        reset.current = mounted.reset;
        setDrawn(true);
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
  }, [model, supported]);

  return (
    <div className={styles.backdrop} onMouseDown={onClose}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`${model.model} 3D 查看`}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <div className={styles.bar}>
          <p className={styles.title}>{`${model.model} ${model.name}`}</p>
          {supported ? (
            <button type="button" onClick={() => reset.current()}>
              复位
            </button>
          ) : null}
          <button type="button" ref={close} onClick={onClose}>
            关闭
          </button>
        </div>
        {supported ? (
          <>
            <canvas
              ref={canvas}
              className={styles.canvas}
              aria-label={`${model.model} 的 3D 模型，拖动旋转，滚轮或双指缩放`}
            />
            <p className={styles.hint} role="status">
              {drawn ? '拖动旋转 · 滚轮或双指缩放 · 按“复位”回到初始角度' : '正在生成 3D 模型…'}
            </p>
          </>
        ) : (
          <p className={styles.fallback} role="status">
            您的浏览器不支持 3D 查看（WebGL），请查看产品图与规格参数，或致电 400-860-1234
            索取样册。
          </p>
        )}
      </div>
    </div>
  );
}
