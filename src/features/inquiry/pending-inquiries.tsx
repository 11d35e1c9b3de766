import { replyWithin } from '@/content/claims/service';
import { useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import type { InquiryBody } from '@/contract';
import { NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { InquiryFallback } from './inquiry-fallback';
import { inquirySummary } from './inquiry-summary';
import { INQUIRY_TEXT as T } from './inquiry-text';
import { removePending, usePendingInquiries, type PendingInquiry } from './outbox';
import { isRefusal, sendInquiry } from './send-inquiry';
import styles from './pending-inquiries.module.less';

type Outcome =
  | { kind: 'sent'; count: number }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; message: string; body: InquiryBody };

const savedAt = (time: number) =>
  new Date(time).toLocaleString('zh-CN', { dateStyle: 'short', timeStyle: 'short' });

const what = ({ body }: PendingInquiry) =>
  body.source === 'contact'
    ? `留言：${body.contactName}`
    : `${body.companyName || body.contactName} · ${body.items.length} 个型号`;

/**
 * 有 n 条询价尚未发出 and 重新发送: the outbox's enquiries, each sent again with its requestId (a
 * backend that got an earlier try keeps it once), oldest first, stopping at the first that fails.
 */
export function PendingInquiries() {
  const pending = usePendingInquiries();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    let count = 0;
    try {
      for (const entry of pending) {
        await sendInquiry(entry.body);
        count += 1;
      }
      setOutcome({ kind: 'sent', count });
    } catch (error) {
      const failed = pending[count]!;
      if (isRefusal(error)) {
        // The company's rules refuse it: sending again will not help, copying it will.
        removePending(failed.body.requestId);
        setOutcome({ kind: 'refused', message: error.message, body: failed.body });
      } else setOutcome({ kind: 'failed', message: NETWORK_ERROR_MSG });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {pending.length > 0 ? (
        <section className={styles.pending} aria-labelledby="pending-inquiries-title">
          <h2 id="pending-inquiries-title">有 {pending.length} 条询价尚未发出</h2>
          <p>上次提交时网络异常，询价内容都保存在这台设备上，可以现在重新发送。</p>
          <ul className={styles.list}>
            {pending.map((entry, index) => (
              <li key={entry.body.requestId}>
                <span>
                  {what(entry)}
                  <small>保存于 {savedAt(entry.savedAt)}</small>
                </span>
                <CopyButton
                  text={inquirySummary(entry.body)}
                  label={`复制第 ${index + 1} 条询价内容`}
                  idleText={T.copy}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.resend}
            onClick={() => void resend()}
            disabled={sending}
          >
            {sending ? '正在发送…' : '重新发送'}
          </button>
          {outcome?.kind === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {outcome.message}
            </p>
          ) : null}
        </section>
      ) : null}
      {outcome?.kind === 'sent' ? (
        <p role="status" className={styles.sent}>
          {T.success}：{outcome.count} 条询价已发出，销售工程师会在 {replyWithin}与您联系。
        </p>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <>
          <p role="alert" className={styles.failed}>
            {outcome.message}
          </p>
          <InquiryFallback body={outcome.body} />
        </>
      ) : null}
    </>
  );
}
