import { replyWithin } from '@/content/claims/service';
import { Link } from '@/components/ui/link';
import type { InquiryItem } from '@/contract';
import { paths } from '@/config/paths';
import { seriesName } from '@/config/series';
import { findModel } from '@/content/catalogue';
import { ProductImage } from '@/components/ui/product-image';
import { removeFromInquiry, setInquiryQuantity } from '@/features/inquiry/inquiry-list';
import { INQUIRY_TEXT as T } from '@/features/inquiry/inquiry-text';
import { useIsClient } from '@/hooks/use-is-client';
import styles from './inquiry-items.module.less';

/**
 * The listed models with their quantities; an empty list points to the catalogue. The prerendered
 * HTML cannot know the visitor's list (it lives in localStorage): until the page has hydrated, the
 * same block says it is reading the list, never that the list is empty.
 */
export function InquiryItems({ items }: { items: InquiryItem[] }) {
  const known = useIsClient();
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        {/* Two elements, not one text change: a new node is not a layout shift, a re-centred one is. */}
        {known ? (
          <p key="empty" className={styles.emptyTitle}>
            {T.empty}
          </p>
        ) : (
          <p key="reading" className={styles.emptyTitle} role="status">
            {T.reading}
          </p>
        )}
        <p>在型号页点击“加入询价单”，或让选型助手按就餐人数推荐一套设备。</p>
        <ol className={styles.steps}>
          <li>挑选型号并填写数量，可随时增减；</li>
          <li>留下联系人、手机号与单位，就餐人数和需求说明可选；</li>
          <li>销售工程师 {replyWithin}联系您，免费出报价、平面布局与设备清单。</li>
        </ol>
        <p className={styles.emptyLinks}>
          <Link className={styles.primary} to={paths.product}>
            浏览产品系列
          </Link>
          <Link to={paths.selector}>使用选型助手</Link>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const model = findModel(item.model);
        return (
          <li key={item.model} className={styles.item}>
            {/* The model number beside it names the picture. */}
            <ProductImage model={item.model} alt="" sizes="80px" className={styles.thumb} />
            <div className={styles.info}>
              {model ? (
                <Link className={styles.code} to={paths.model(model)}>
                  {item.model}
                </Link>
              ) : (
                <span className={styles.code}>{item.model}</span>
              )}
              <span className={styles.name}>
                {model ? `${model.name} · ${seriesName(model.ctype)}` : '型号已下架，请与销售确认'}
              </span>
            </div>
            <label className={styles.quantity}>
              <span>数量</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={999}
                aria-label={`数量 ${item.model}`}
                value={item.quantity}
                onChange={(event) => setInquiryQuantity(item.model, event.target.valueAsNumber)}
              />
              <span>台</span>
            </label>
            <button
              type="button"
              className={styles.remove}
              aria-label={`移除 ${item.model}`}
              onClick={() => removeFromInquiry(item.model)}
            >
              移除
            </button>
          </li>
        );
      })}
    </ul>
  );
}
