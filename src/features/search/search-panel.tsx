import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { useSiteIndex } from './load-index';
import styles from './search.module.less';

export const searchHref = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

interface SearchPanelProps {
  onClose: () => void;
}

/**
 * The header's search: a 站内搜索 searchbox with results as you type. Arrow keys move through
 * the results (aria-activedescendant), Enter opens the active one or the results page, Esc closes.
 */
export default function SearchPanel({ onClose }: SearchPanelProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { index, failed, retry } = useSiteIndex();
  const results = useMemo(() => index?.search(query, 8) ?? [], [index, query]);

  useEffect(() => input.current?.focus(), []);

  const go = (href: string) => {
    onClose();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) go(chosen.href);
      else if (query.trim()) go(searchHref(query));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const status = !query.trim()
    ? '输入型号、产品名称或关键词'
    : failed
      ? '搜索未能加载，可能是网络不稳定。'
      : !index
        ? '正在准备搜索…'
        : results.length
          ? `${results.length} 条结果`
          : '没有找到相关内容';

  return (
    <div className={styles.backdrop} onMouseDown={onClose}>
      <div
        className={styles.panel}
        role="dialog"
        aria-label="站内搜索"
        onMouseDown={(event) => event.stopPropagation()}
      >
        <div className={styles.bar}>
          <input
            ref={input}
            type="search"
            role="searchbox"
            aria-label="站内搜索"
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            className={styles.input}
            placeholder="搜索型号（如 LG-4D）、产品或案例"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            关闭
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
          {failed && query.trim() ? (
            <button type="button" className={styles.retry} onClick={retry}>
              重试
            </button>
          ) : null}
        </p>
        <ul id={listId} className={styles.results} role="listbox" aria-label="搜索结果">
          {results.map((result, index) => (
            <li
              key={result.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.activeResult : styles.result}
            >
              <Link to={result.href} onClick={onClose} tabIndex={-1}>
                <span className={styles.group}>{result.group}</span>
                <span className={styles.title}>{result.title}</span>
                <span className={styles.detail}>{result.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
        {query.trim() ? (
          <Link className={styles.all} to={searchHref(query)} onClick={onClose}>
            查看全部结果
          </Link>
        ) : null}
      </div>
    </div>
  );
}
