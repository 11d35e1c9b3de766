import { use, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { SERIES } from '@/config/series';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { AppOnlyPage } from '@/components/ui/app-only-page';
import { RenderImage } from '@/components/ui/product-image';
import { loadSiteIndex } from '@/features/search/load-index';
import { groupResults, type SearchResult } from '@/features/search/search-index';
import { searchHref } from '@/features/search/search-panel';
import styles from './search-page.module.less';

const POPULAR = ['CC-ZF-24E', 'CC-BWT-8G', 'CC-LG-6D', 'CC-XD-2R'];

/** /search?q=…: results grouped under 产品, 案例 and 页面, the group of the best match first. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  // Suspends until the index is built (in tasks of its own): the page then renders once, with its
  // results, instead of a placeholder that the results would push the footer away from. Meanwhile
  // the app shell or the previous page stays on screen.
  const index = use(loadSiteIndex());
  const groups = query ? groupResults(index.search(query)) : [];
  return (
    <AppOnlyPage
      route="search"
      banner={{
        title: '搜索结果',
        subtitle: query ? `“${query}”的搜索结果` : '输入型号、产品名称或关键词',
      }}
    >
      <div className={`container ${styles.body}`}>
        <SearchForm key={query} initial={query} />
        {query && groups.length > 0 ? (
          groups.map(({ group, items }) => (
            <ResultGroup key={`${query} ${group}`} group={group} items={items} />
          ))
        ) : (
          <Suggestions nothingFound={Boolean(query)} />
        )}
      </div>
    </AppOnlyPage>
  );
}

/** A long group shows its best results first; the rest on request. */
const GROUP_PREVIEW = 10;

function ResultGroup({ group, items }: { group: string; items: SearchResult[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, GROUP_PREVIEW);
  return (
    <section className={styles.group} aria-labelledby={`group-${group}`}>
      <h2 id={`group-${group}`}>
        {group}
        <span className={styles.count}>{items.length}</span>
      </h2>
      <ul>
        {shown.map((item) => (
          <li key={item.id} className={item.image ? styles.pictured : undefined}>
            {item.image ? (
              // Beside the link, not in it (its name stays the title); the link's box covers it.
              <RenderImage
                base={item.image}
                alt={`${item.model ?? item.title} ${item.model ? '产品图' : '系列图'}`}
                sizes="96px"
                className={styles.picture}
              />
            ) : null}
            <Link to={item.href}>{item.title}</Link>
            {item.detail ? <p>{item.detail}</p> : null}
          </li>
        ))}
      </ul>
      {shown.length < items.length ? (
        <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
          显示全部 {items.length} 条
        </button>
      ) : null}
    </section>
  );
}

function SearchForm({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) void navigate(searchHref(value));
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        aria-label="搜索关键词"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="型号、产品或案例"
      />
      <button type="submit">搜索</button>
    </form>
  );
}

function Suggestions({ nothingFound }: { nothingFound: boolean }) {
  return (
    <div className={styles.suggestions}>
      {nothingFound ? <p className={styles.none}>没有找到相关内容</p> : null}
      <p>试试这些产品系列：</p>
      <ul className={styles.chips}>
        {SERIES.map((s) => (
          <li key={s.ctype}>
            <Link to={paths.series(s.ctype)}>{s.name}</Link>
          </li>
        ))}
      </ul>
      <p>常用型号：</p>
      <ul className={styles.chips}>
        {POPULAR.map((model) => (
          <li key={model}>
            <Link to={searchHref(model)}>{model}</Link>
          </li>
        ))}
      </ul>
      <p>
        找不到想要的设备？拨打 <a href={telHref(site.company.hotline)}>{site.company.hotline}</a> 或
        <Link to={paths.contact}>联系我们</Link>，也可以用<Link to={paths.selector}>选型助手</Link>
        按就餐人数配一套。
      </p>
    </div>
  );
}
