import type { CatalogueModel } from '@/content/catalogue/types';
import { specRows } from '@/features/catalogue/format';

export interface CompareRow {
  key: string;
  label: string;
  /** One value per model, in column order ('—' where a model's series has no such row). */
  values: string[];
  /** The values are not all the same. */
  differs: boolean;
}

/** The rows of a comparison: every spec row any of the models has, in first-seen order. */
export function compareRows(models: CatalogueModel[]): CompareRow[] {
  const tables = models.map((model) => new Map(specRows(model).map((row) => [row.key, row])));
  const labels = new Map<string, string>();
  for (const table of tables)
    for (const [key, row] of table) if (!labels.has(key)) labels.set(key, row.label);
  return [...labels]
    .filter(([key]) => key !== 'model')
    .map(([key, label]) => {
      const values = tables.map((table) => table.get(key)?.value ?? '—');
      return { key, label, values, differs: new Set(values).size > 1 };
    });
}
