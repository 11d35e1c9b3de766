import { Suspense, useEffect, useRef, useState } from 'react';
import type { CatalogueModel } from '@/content/catalogue/types';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { IslandFailed } from '@/components/ui/island-failed';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { useEscape } from '@/hooks/use-escape';
import type { ViewerState } from './viewer-state';
import styles from './viewer-dialog.module.less';

// three.js and the model's geometry load on the click of 3D 查看, never with the page.
const ViewerStage = retryableLazy(() => import('./viewer-stage'));

const HINTS: Record<Exclude<ViewerState['phase'], 'unsupported'>, string> = {
  loading: '正在加载 3D 模型…',
  building: '正在生成 3D 模型…',
  ready: '拖动旋转 · 滚轮或双指缩放 · 按“复位”回到初始角度',
};

interface ViewerDialogProps {
  model: CatalogueModel;
  onClose: () => void;
}

/**
 * 3D 查看's dialog. Its frame comes with the page, so the click is answered at once while three.js
 * (about 140 KB) is on its way; a failed load is said in it, with 重试, and the page stays.
 */
export function ViewerDialog({ model, onClose }: ViewerDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<ViewerState>({ phase: 'loading' });

  useEscape(onClose);
  useEffect(() => close.current?.focus(), []);

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
          {state.phase === 'ready' ? (
            <button type="button" onClick={state.reset}>
              复位
            </button>
          ) : null}
          <button type="button" ref={close} onClick={onClose}>
            关闭
          </button>
        </div>
        <IslandBoundary
          fallback={(retry, failures) => (
            <div className={styles.stage}>
              <IslandFailed what="3D 查看" failures={failures} onRetry={retry} />
            </div>
          )}
        >
          <Suspense fallback={<div className={styles.stage} />}>
            <ViewerStage model={model} onState={setState} />
          </Suspense>
          {state.phase === 'unsupported' ? null : (
            <p className={styles.hint} role="status">
              {HINTS[state.phase]}
            </p>
          )}
        </IslandBoundary>
      </div>
    </div>
  );
}
