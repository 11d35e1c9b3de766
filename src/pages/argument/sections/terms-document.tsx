import type { TermsChapter, TermsDocument } from '@/content/terms';
import { TermsBlockView as Block } from './terms-block';
import styles from './terms-document.module.less';

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十 (chapters stay below 100). */
export function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n]!;
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : DIGITS[tens]}十${DIGITS[n % 10]}`;
}

function chapterHeading(index: number, chapter: TermsChapter): string {
  return `${chineseNumber(index + 1)}、${chapter.title}`;
}

/** A legal document's light title area (the page's h1) with its dates: the page's hero. */
export function TermsHead({ doc }: { doc: TermsDocument }) {
  return (
    <section id="overview" className={styles.head} aria-labelledby="page-title">
      <div className={`${styles.frame} ${styles.headInner}`}>
        <p className={styles.eyebrow}>澄川厨装 · 法律声明</p>
        <h1 id="page-title" className={styles.title}>
          {doc.title}
        </h1>
        <p className={styles.summary}>{doc.summary}</p>
        <dl className={styles.dates}>
          <div>
            <dt>更新日期</dt>
            <dd>
              <time dateTime={doc.updated}>{doc.updated}</time>
            </dd>
          </div>
          <div>
            <dt>生效日期</dt>
            <dd>
              <time dateTime={doc.effective}>{doc.effective}</time>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** A legal document's table of contents and numbered chapters. */
export function TermsDocumentView({ doc }: { doc: TermsDocument }) {
  return (
    <div className={`${styles.frame} ${styles.layout}`}>
      <nav id="toc" className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          目录
        </h2>
        <ol className={styles.tocList}>
          {doc.chapters.map((chapter, index) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`}>{chapterHeading(index, chapter)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.article}>
        <section id="preface" className={styles.preface} aria-label="导言">
          {doc.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
        {doc.chapters.map((chapter, index) => (
          <section
            key={chapter.id}
            id={chapter.id}
            className={styles.chapter}
            aria-labelledby={`${chapter.id}-title`}
          >
            <h2 id={`${chapter.id}-title`} className={styles.chapterTitle}>
              {chapterHeading(index, chapter)}
            </h2>
            {chapter.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}
        <p className={styles.end}>
          本{doc.title}自 <time dateTime={doc.effective}>{doc.effective}</time> 起生效。
        </p>
      </article>
    </div>
  );
}
