import { useRef, useState, type KeyboardEvent } from 'react';
import { productImages } from '@/content/catalogue/product-images';
import { productViews } from '@/content/catalogue/product-views';
import { renderIllustration } from '@/content/catalogue/render-image';
import type { CatalogueModel } from '@/content/catalogue/types';
import { firstPicture } from '@/components/ui/first-picture';
import styles from './model-gallery.module.less';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The model's views (three-quarter, front, open or top): the chosen one large, thumbnails as a
 * tab list below (arrow keys, Home and End move between them). A photo replaces the main view only.
 */
export function ModelGallery({ model }: { model: CatalogueModel }) {
  const [current, setCurrent] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const image = productImages[model.model];
  if (!image) return null;
  const views = image.photo ? productViews(model).slice(0, 1) : productViews(model);
  const picture = (index: number) => {
    const view = views[index]!;
    const alt = `${model.model} ${model.name}产品图${index === 0 ? '' : ` · ${view.label}`}`;
    return renderIllustration(`${image.base}${view.suffix}`, alt);
  };
  const shown = picture(current);
  const select = (index: number) => {
    setCurrent(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    select(move(current, views.length));
  };
  const id = `gallery-${model.model}`;

  return (
    <div className={styles.gallery}>
      <div
        className={styles.stage}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current}`}
      >
        <img
          key={shown.src}
          src={shown.src}
          srcSet={shown.srcSet}
          sizes="(max-width: 900px) calc(100vw - 56px), 560px"
          width={shown.width}
          height={shown.height}
          alt={shown.alt}
          decoding="async"
          {...firstPicture(current === 0)}
        />
      </div>
      {views.length > 1 ? (
        <div
          className={styles.thumbs}
          style={{ ['--views' as string]: views.length }}
          role="tablist"
          aria-label={`${model.model} 产品视图`}
          onKeyDown={onKeyDown}
        >
          {views.map((view, index) => {
            const thumb = picture(index);
            return (
              <button
                key={view.view}
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={index === current}
                aria-controls={`${id}-panel`}
                tabIndex={index === current ? 0 : -1}
                className={styles.thumb}
                onClick={() => select(index)}
              >
                <img
                  src={`${image.base}${view.suffix}-480.webp`}
                  srcSet={thumb.srcSet}
                  sizes="96px"
                  width={thumb.width}
                  height={thumb.height}
                  alt={`${model.model} ${view.label}`}
                  loading="lazy"
                  decoding="async"
                />
                <span aria-hidden="true">{view.label}</span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
