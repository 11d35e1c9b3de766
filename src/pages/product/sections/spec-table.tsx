import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CatalogueModel } from '@/content/catalogue/types';
import { CompareCheckbox } from '@/features/compare/compare-checkbox';
import { breakAtSlashes, specRows } from '@/features/catalogue/format';
import styles from './spec-table.module.less';

interface SpecTableProps {
  /** Series name, for the caption and the scroll region's label. */
  name: string;
  models: CatalogueModel[];
  note: string;
}

/**
 * The series' models, one row each: a link to the model's page, its values and a 对比 box. On
 * narrow screens it scrolls sideways inside its own focusable region.
 */
export function SpecTable({ name, models, note }: SpecTableProps) {
  const rows = models.map((model) => ({ model, cells: specRows(model).slice(1) }));
  const columns = rows[0]?.cells.map((cell) => cell.label) ?? [];
  return (
    <>
      <p className={styles.hint} aria-hidden="true">
        左右滑动查看全部参数
      </p>
      <div
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={`${name}型号参数表，可左右滑动查看`}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{name}型号参数</caption>
          <thead>
            <tr>
              <th scope="col">型号</th>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">对比</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ model, cells }) => (
              <tr key={model.model}>
                <th scope="row">
                  <Link className={styles.code} to={paths.model(model)}>
                    {model.model}
                  </Link>
                  <span className={styles.name}>{model.name}</span>
                </th>
                {cells.map((cell) => (
                  <td key={cell.key}>{breakAtSlashes(cell.value)}</td>
                ))}
                <td>
                  <CompareCheckbox model={model.model} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{note}</p>
    </>
  );
}
