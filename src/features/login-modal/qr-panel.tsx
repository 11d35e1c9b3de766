import { env } from '@/config/env';
import registerNotice from './assets/register-notice.svg';
import scanSuccess from './assets/scan-success.svg';
import { TEXT, type LoginMode } from './strings';
import type { QrStatus } from './use-wechat-login';
import styles from './login-modal.module.less';

const QR_SIZE = 175;

interface QrPanelProps {
  mode: LoginMode;
  status: QrStatus;
  ticket: string | null;
  onRefresh: () => void;
}

/** Left column: the WeChat QR; a success mark in bind mode; the registration notice in register mode. */
export function QrPanel({ mode, status, ticket, onRefresh }: QrPanelProps) {
  if (mode === 'register') {
    return (
      <div className={styles.qrPanel}>
        <img src={registerNotice} alt={TEXT.registerNoticeAlt} width={QR_SIZE} height={202} />
        <ul className={styles.notice}>
          <li>请使用公司联系人手机号注册</li>
          <li>注册后由专属业务员审核并关联订单</li>
          <li>注册即同意服务协议与隐私政策</li>
        </ul>
      </div>
    );
  }
  if (mode === 'bind') {
    return (
      <div className={styles.qrPanel}>
        <img src={scanSuccess} alt="扫码成功" width={QR_SIZE} height={QR_SIZE} />
        <p className={styles.bindHint}>{TEXT.bindHint}</p>
      </div>
    );
  }
  const overlay =
    status === 'expired'
      ? TEXT.qrExpired
      : status === 'error'
        ? TEXT.qrFailed
        : status === 'loading' || status === 'idle'
          ? TEXT.qrLoading
          : null;
  return (
    <div className={styles.qrPanel}>
      <div className={styles.qrBox} style={{ width: QR_SIZE, height: QR_SIZE }}>
        {ticket ? (
          <img
            src={`${env.wxQrPrefix}${encodeURIComponent(ticket)}`}
            alt={TEXT.qrAlt}
            width={QR_SIZE}
            height={QR_SIZE}
          />
        ) : null}
        {overlay ? (
          status === 'expired' || status === 'error' ? (
            <button type="button" className={styles.qrOverlay} onClick={onRefresh}>
              {overlay}
            </button>
          ) : (
            <span className={styles.qrOverlay} role="status">
              {overlay}
            </span>
          )
        ) : null}
      </div>
      <p className={styles.qrHint}>{TEXT.qrHint}</p>
    </div>
  );
}
