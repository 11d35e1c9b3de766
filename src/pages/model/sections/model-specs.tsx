import type { CatalogueModel } from '@/content/catalogue/types';
import { Section } from '@/components/ui/section';
import { DimensionDrawing } from '@/features/catalogue/drawing/dimension-drawing';
import { specRows } from '@/features/catalogue/format';
import styles from './model-specs.module.less';

/** The model's full specification, one row per value. */
export function ModelSpecs({ model, note }: { model: CatalogueModel; note: string }) {
  return (
    <Section id="specs" title="规格参数">
      <table className={styles.table}>
        <caption className="visually-hidden">{`${model.model} 规格参数`}</caption>
        <tbody>
          {specRows(model).map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{note}</p>
      <DimensionDrawing model={model} />
    </Section>
  );
}
