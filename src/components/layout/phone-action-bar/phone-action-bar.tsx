import { useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { useDismiss } from '@/hooks/use-dismiss';
import { useTypingFlag } from '@/hooks/use-typing-flag';
import { copyText } from '@/lib/clipboard';
import { Icon } from '@/components/ui/icon';
import styles from './phone-action-bar.module.less';

interface PhoneActionBarProps {
  /** Models on the enquiry list: 询价 gives the count once there is one. */
  inquiryCount?: number;
  /** Buttons of the side guide bar that share the bar's right end on a phone. */
  sideSlots?: number;
}

/** 快捷联系 below 768 px: call the hotline, add the WeChat, ask for a price. Hidden from 768 px. */
export function PhoneActionBar({ inquiryCount = 0, sideSlots = 1 }: PhoneActionBarProps) {
  const [wechatOpen, setWechatOpen] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const ref = useRef<HTMLElement>(null);
  useTypingFlag();
  useDismiss(ref, wechatOpen, () => setWechatOpen(false));
  const { hotline } = site.company;
  const { wechatId, wechatQr } = site.business;

  const openWechat = async () => {
    if (wechatOpen) {
      setWechatOpen(false);
      return;
    }
    setWechatOpen(true);
    setCopied(await copyText(wechatId));
  };

  return (
    <>
      {/* Keeps the footer's last line above the bar: the page ends one bar height later. */}
      <div className={styles.spacer} aria-hidden="true" />
      <nav
        ref={ref}
        aria-label="快捷联系"
        className={styles.bar}
        style={{ paddingRight: `${sideSlots * 52 + 4}px` }}
      >
        <a className={styles.item} href={telHref(hotline)}>
          <Icon name="phone" />
          电话
        </a>
        <button
          type="button"
          className={styles.item}
          aria-expanded={wechatOpen}
          onClick={() => void openWechat()}
        >
          <Icon name="wechat" />
          微信
        </button>
        <Link
          to={paths.inquiry}
          className={`${styles.item} ${styles.quote}`}
          // With models on the list its name is the list's, as the contract names it everywhere.
          aria-label={inquiryCount > 0 ? `询价单 (${inquiryCount})` : undefined}
        >
          <Icon name="list" />
          询价
          {inquiryCount > 0 ? (
            <span className={styles.count} aria-hidden="true">
              {inquiryCount}
            </span>
          ) : null}
        </Link>
        {wechatOpen ? (
          <div className={styles.wechat} role="group" aria-label="客服微信">
            <img src={wechatQr} alt="客服微信二维码" width={132} height={132} />
            <p>
              微信号 <strong>{wechatId}</strong>
            </p>
            <p className={styles.copied} aria-live="polite">
              {copied === null
                ? ''
                : copied
                  ? '微信号已复制，打开微信添加好友即可'
                  : '请长按微信号复制，或截图后用微信扫码'}
            </p>
          </div>
        ) : null}
      </nav>
    </>
  );
}
