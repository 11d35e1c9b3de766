import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { findModel } from '@/content/catalogue';
import type { CatalogueModel } from '@/content/catalogue/types';
import { AppOnlyPage } from '@/components/ui/app-only-page';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ProductImage } from '@/components/ui/product-image';
import {
  compareHref,
  COMPARE_LIMIT,
  removeFromCompare,
  useCompareList,
} from '@/features/compare/compare-list';
import { AddToInquiryButton } from '@/features/inquiry/add-to-inquiry-button';
import { compareRows } from './compare-rows';
import styles from './compare-page.module.less';

/** The models an address names (`?models=cc-lg-4d,cc-lg-6d`), known ones only, at most four. */
function modelsFromQuery(query: string | null): CatalogueModel[] {
  const found = (query ?? '')
    .split(',')
    .map((slug) => findModel(slug.trim()))
    .filter((model): model is CatalogueModel => Boolean(model));
  return [...new Map(found.map((m) => [m.model, m])).values()].slice(0, COMPARE_LIMIT);
}

/** /compare?models=…: one column per model; rows whose values differ are marked. */
export function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const models = modelsFromQuery(params.get('models'));
  const tray = useCompareList();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const rows = compareRows(models);

  const remove = (model: string) => {
    removeFromCompare(model);
    const rest = models.filter((m) => m.model !== model).map((m) => m.model);
    // navigate, not setSearchParams: that would write the commas as %2C.
    void navigate(rest.length ? compareHref(rest) : paths.compare, { replace: true });
  };

  return (
    <AppOnlyPage
      route="compare"
      className={styles.page}
      banner={{
        subtitle: models.length
          ? `正在对比 ${models.length} 个型号，有差异的参数行已标出。`
          : `在系列页或型号页勾选“对比”，最多可并排对比 ${COMPARE_LIMIT} 个型号。`,
      }}
      breadcrumb={
        <Breadcrumb
          items={[
            { title: '首页', href: paths.home },
            { title: '产品系列', href: paths.product },
            { title: '型号对比' },
          ]}
        />
      }
    >
      <div className="container">
        {models.length === 0 ? (
          <EmptyState tray={tray} />
        ) : (
          <>
            <label className={styles.diffToggle}>
              <input
                type="checkbox"
                checked={onlyDiff}
                onChange={(event) => setOnlyDiff(event.target.checked)}
              />
              只看差异
            </label>
            <div
              className={styles.scroller}
              role="region"
              aria-label="型号对比表，可左右滑动查看"
              tabIndex={0}
            >
              <table className={styles.table} data-only-diff={onlyDiff ? 'true' : 'false'}>
                <caption className="visually-hidden">型号参数对比</caption>
                <thead>
                  <tr>
                    <td className={styles.corner}>参数</td>
                    {models.map((model) => (
                      <th key={model.model} scope="col" className={styles.modelHead}>
                        {model.model}
                      </th>
                    ))}
                  </tr>
                  <tr className={styles.actionsRow}>
                    <td className={styles.corner} />
                    {models.map((model) => (
                      <td key={model.model}>
                        {/* The model number heads the column and the name follows: no alt text. */}
                        <ProductImage
                          model={model.model}
                          alt=""
                          sizes="(max-width: 767.98px) 132px, 240px"
                          className={styles.picture}
                          priority
                        />
                        <Link className={styles.name} to={paths.model(model)}>
                          {model.name}
                        </Link>
                        <AddToInquiryButton model={model.model} className={styles.add} />
                        <button
                          type="button"
                          className={styles.remove}
                          aria-label={`移除 ${model.model}`}
                          onClick={() => remove(model.model)}
                        >
                          移除
                        </button>
                      </td>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.key}
                      data-diff={row.differs ? 'true' : 'false'}
                      hidden={onlyDiff && !row.differs}
                    >
                      <th scope="row">{row.label}</th>
                      {row.values.map((value, index) => (
                        <td key={models[index]!.model}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {models.length < 2 ? (
              <p className={styles.note}>再加入 1 个型号才能看出差异。</p>
            ) : null}
          </>
        )}
      </div>
    </AppOnlyPage>
  );
}

function EmptyState({ tray }: { tray: string[] }) {
  return (
    <div className={styles.empty}>
      <p>
        {tray.length >= 2
          ? `对比栏中已有 ${tray.length} 个型号：${tray.join('、')}。`
          : '还没有选择要对比的型号。'}
      </p>
      {tray.length >= 2 ? (
        <p>
          <Link className={styles.primary} to={compareHref(tray)}>
            对比已选的 {tray.length} 个型号
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={paths.product}>去产品系列挑选型号</Link>
      </p>
    </div>
  );
}
