import { useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { CopyButton } from '@/components/ui/copy-button';
import { useDismiss } from '@/hooks/use-dismiss';
import { Icon } from '@/components/ui/icon';
import styles from './side-guide-bar.module.less';
import { telHref } from '@/config/tel';

/** The logged-in customer's salesman, as the side bar shows them. */
export interface SalesmanCard {
  nickName: string;
  phone: string;
  /** QR image URL (already sized 80×80 by the caller), or absent when the salesman has none. */
  wxQrUrl?: string;
}

interface SideGuideBarProps {
  /** Present only when logged in. */
  salesman?: SalesmanCard | null;
  /** Models on the enquiry list; the 询价单 link shows once there is one. */
  inquiryCount?: number;
}

type Panel = 'wechat' | 'phone' | null;

/** Floating 侧边导航: the enquiry list once it has models; back to top always; WeChat and phone of the salesman when logged in. */
export function SideGuideBar({ salesman, inquiryCount = 0 }: SideGuideBarProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const ref = useRef<HTMLElement>(null);

  useDismiss(ref, panel !== null, () => setPanel(null));

  const toggle = (next: Exclude<Panel, null>) =>
    setPanel((value) => (value === next ? null : next));

  return (
    <aside aria-label="侧边导航" className={styles.bar} ref={ref}>
      {inquiryCount > 0 ? (
        <div className={`${styles.item} ${styles.inquiryItem}`}>
          <Link
            to={paths.inquiry}
            className={`${styles.button} ${styles.inquiry}`}
            aria-label={`询价单 (${inquiryCount})`}
          >
            <Icon name="list" />
            询价单
            <span className={styles.badge} aria-hidden="true">
              {inquiryCount}
            </span>
          </Link>
        </div>
      ) : null}
      {salesman?.wxQrUrl ? (
        <div className={styles.item}>
          <button
            type="button"
            className={styles.button}
            aria-expanded={panel === 'wechat'}
            onClick={() => toggle('wechat')}
          >
            <Icon name="wechat" />
            微信
          </button>
          {panel === 'wechat' ? (
            <div className={styles.popover} role="group" aria-label="业务员微信">
              <img
                src={salesman.wxQrUrl}
                alt={`业务员${salesman.nickName}的微信二维码`}
                width={80}
                height={80}
              />
              <p>扫码添加业务员微信</p>
            </div>
          ) : null}
        </div>
      ) : null}
      {salesman ? (
        <div className={styles.item}>
          <button
            type="button"
            className={styles.button}
            aria-expanded={panel === 'phone'}
            onClick={() => toggle('phone')}
          >
            <Icon name="phone" />
            电话
          </button>
          {panel === 'phone' ? (
            <div className={styles.popover} role="group" aria-label="业务员电话">
              <p className={styles.nick}>专属业务员：{salesman.nickName}</p>
              <a className={styles.phone} href={telHref(salesman.phone)}>
                {salesman.phone}
              </a>
              <CopyButton text={salesman.phone} label="复制业务员电话" />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={styles.item}>
        <button
          type="button"
          className={styles.button}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="top" />
          返回顶部
        </button>
      </div>
    </aside>
  );
}
