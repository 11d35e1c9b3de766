import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CatalogueModel } from '@/content/catalogue/types';
import type { SeriesContent } from '@/content/products';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CompareCheckbox } from '@/features/compare/compare-checkbox';
import { AddToInquiryButton } from '@/features/inquiry/add-to-inquiry-button';
import { keyFacts } from '@/features/catalogue/format';
import { ViewerDialog } from '@/features/product-3d/viewer-dialog';
import { ModelGallery } from './model-gallery';
import { PrintButton } from './print-button';
import { cadPath, specSheetPath } from '@/content/documents';
import styles from './model-hero.module.less';

/** The model's picture, name, key figures and what a buyer does next. */
export function ModelHero({ model, series }: { model: CatalogueModel; series: SeriesContent }) {
  const [viewing, setViewing] = useState(false);
  return (
    <section className={styles.hero} aria-labelledby="model-title">
      <Breadcrumb
        items={[
          { title: '首页', href: paths.home },
          { title: series.name, href: paths.series(model.ctype) },
          { title: model.model },
        ]}
      />
      <div className={`container ${styles.grid}`}>
        <figure className={styles.figure}>
          <ModelGallery model={model} />
        </figure>
        <div className={styles.info}>
          <p className={styles.series}>
            <Link to={paths.series(model.ctype)}>{series.name}</Link>
          </p>
          <h1 id="model-title" className={styles.title}>
            {`${model.model} ${model.name}`}
          </h1>
          <p className={styles.summary}>{model.summary}</p>
          <dl className={styles.facts}>
            {keyFacts(model).map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <AddToInquiryButton model={model.model} className={styles.inquiry} />
            <CompareCheckbox model={model.model} className={styles.compare} />
            <PrintButton />
            <a className={styles.print} href={specSheetPath(model.model)} download>
              下载规格书
            </a>
            <a className={styles.print} href={cadPath(model.model)} download>
              下载 CAD 图
            </a>
            <button type="button" className={styles.print} onClick={() => setViewing(true)}>
              3D 查看
            </button>
            <Link className={styles.selector} to={paths.selector}>
              不确定选哪款？试试选型助手
            </Link>
          </div>
        </div>
      </div>
      {viewing ? <ViewerDialog model={model} onClose={() => setViewing(false)} /> : null}
    </section>
  );
}
