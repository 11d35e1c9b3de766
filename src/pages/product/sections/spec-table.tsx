import type { SeriesModel, SpecColumn } from '@/content/products';
import styles from './spec-table.module.less';

interface SpecTableProps {
  /** Series name, for the caption and the scroll region's label. */
  name: string;
  columns: SpecColumn[];
  models: SeriesModel[];
  note: string;
}

/** Model table; on narrow screens it scrolls sideways inside its own focusable region. */
export function SpecTable({ name, columns, models, note }: SpecTableProps) {
  const [first, ...rest] = columns;
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
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {models.map((model) => (
              <tr key={model.specs.model}>
                {first ? (
                  <th scope="row">
                    <span className={styles.code}>{model.specs[first.key]}</span>
                    <span className={styles.name}>{model.name}</span>
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td key={column.key}>{model.specs[column.key] ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{note}</p>
    </>
  );
}
