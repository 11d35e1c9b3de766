import { Button, Form } from 'antd';
import { Input } from './antd-parts';
import { RULES } from './rules';
import { LABEL, TEXT } from './strings';
import styles from './login-modal.module.less';

interface SmsCodeFieldProps {
  onSend: () => void;
  sending: boolean;
  counting: boolean;
  remaining: number;
}

/** 验证码 input with the 获取验证码 / N秒后重新获取 button. */
export function SmsCodeField({ onSend, sending, counting, remaining }: SmsCodeFieldProps) {
  return (
    <Form.Item label={LABEL.code} required className={styles.codeItem}>
      <div className={styles.codeRow}>
        <Form.Item name="code" rules={RULES.code} noStyle>
          <Input
            aria-label={LABEL.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="6 位验证码"
          />
        </Form.Item>
        <Button
          className={styles.codeButton}
          onClick={onSend}
          disabled={counting}
          loading={sending}
        >
          {counting ? TEXT.countdown(remaining) : TEXT.sendCode}
        </Button>
      </div>
    </Form.Item>
  );
}
