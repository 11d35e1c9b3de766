import { useDeferredValue, useState } from 'react';
import { catalogue, type CatalogueModel } from '@/content/catalogue';
import { seriesName } from '@/config/series';
import { planActions } from '@/features/planner/plan-store';
import page from '../planner-page.module.less';
import styles from './model-picker.module.less';

const matches = (model: CatalogueModel, query: string) => {
  const q = query.trim().toUpperCase();
  if (!q) return true;
  return [model.model, model.name, seriesName(model.ctype)].some((text) =>
    text.toUpperCase().includes(q),
  );
};

/** The catalogue to place from: search by model number, name or series; `放置` adds one unit. */
export function ModelPicker({ onPlaced }: { onPlaced: (model: string) => void }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const models = catalogue.filter((model) => matches(model, deferred));
  return (
    <div className={styles.picker}>
      <label className={page.field}>
        <span>搜索型号</span>
        <input
          type="search"
          value={query}
          placeholder="型号、名称或系列，如 CC-LG、炒灶"
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {models.length === 0 ? (
        <p className={page.empty}>没有找到匹配的型号，换个关键词试试。</p>
      ) : (
        <ul className={styles.models}>
          {models.map((model) => (
            <li key={model.model}>
              <span className={styles.modelText}>
                <strong>{model.model}</strong>
                <span>{`${model.name} · ${model.dimensionsMm.width} × ${model.dimensionsMm.depth} mm`}</span>
              </span>
              <button
                type="button"
                aria-label={`放置 ${model.model}`}
                onClick={() => {
                  planActions.place(model.model);
                  onPlaced(model.model);
                }}
              >
                放置
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
