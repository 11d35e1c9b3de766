import { Button, Form, type FormInstance } from 'antd';
import { Checkbox, Input, Password } from './antd-parts';
import { paths } from '@/config/paths';
import { RULES } from './rules';
import { SmsCodeField } from './sms-code-field';
import { PLACEHOLDER } from './labels';
import { LABEL, SUBMIT_LABEL, TEXT, type LoginMode } from './strings';
import styles from './login-modal.module.less';

export interface LoginFormValues {
  username?: string;
  password?: string;
  phoneNumber?: string;
  code?: string;
  companyName?: string;
  checked?: boolean;
}

interface LoginFormProps {
  mode: LoginMode;
  form: FormInstance<LoginFormValues>;
  submitting: boolean;
  onSubmit: (values: LoginFormValues) => void;
  sms: { onSend: () => void; sending: boolean; counting: boolean; remaining: number };
}

/**
 * The fields of each mode. One form store serves all four modes, so a phone number typed in one
 * mode is still there in the next.
 */
export function LoginForm({ mode, form, submitting, onSubmit, sms }: LoginFormProps) {
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      className={styles.form}
      preserve
    >
      {mode === 'password' ? (
        <>
          <Form.Item name="username" label={LABEL.username} rules={RULES.username}>
            <Input autoComplete="username" placeholder={PLACEHOLDER.username} autoFocus />
          </Form.Item>
          <Form.Item name="password" label={LABEL.password} rules={RULES.password}>
            <Password autoComplete="current-password" placeholder={PLACEHOLDER.password} />
          </Form.Item>
        </>
      ) : null}
      {mode === 'register' ? (
        <Form.Item name="companyName" label={LABEL.companyName} rules={RULES.companyName}>
          <Input
            autoComplete="organization"
            placeholder="请填写公司全称"
            maxLength={60}
            autoFocus
          />
        </Form.Item>
      ) : null}
      {mode !== 'password' ? (
        <>
          <Form.Item name="phoneNumber" label={LABEL.phoneNumber} rules={RULES.phoneNumber}>
            <Input
              autoComplete="tel"
              inputMode="tel"
              maxLength={11}
              placeholder="请输入 11 位手机号"
              autoFocus={mode !== 'register'}
            />
          </Form.Item>
          <SmsCodeField {...sms} />
        </>
      ) : null}
      {mode === 'register' ? (
        <div className={styles.agreeRow}>
          <Form.Item name="checked" valuePropName="checked" rules={RULES.checked} noStyle>
            <Checkbox>{TEXT.agree}</Checkbox>
          </Form.Item>
          <a href={paths.register} target="_blank" rel="noopener noreferrer">
            {TEXT.terms}
          </a>
          <a href={paths.private} target="_blank" rel="noopener noreferrer">
            {TEXT.privacy}
          </a>
          <Form.Item shouldUpdate noStyle>
            {() => {
              const errors = form.getFieldError('checked');
              return errors.length ? (
                <p className={styles.agreeError} role="alert">
                  {errors[0]}
                </p>
              ) : null;
            }}
          </Form.Item>
        </div>
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={submitting}
        className={styles.submit}
      >
        {SUBMIT_LABEL[mode]}
      </Button>
    </Form>
  );
}
