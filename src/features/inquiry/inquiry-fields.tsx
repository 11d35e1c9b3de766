import { Button, Checkbox, Form, Input } from 'antd';
import { Link } from '@/components/ui/link';
import { PHONE_PATTERN } from '@/contract';
import { paths } from '@/config/paths';
import { INQUIRY_TEXT as T } from './inquiry-text';
import styles from './inquiry-form.module.less';

export const required = (message: string) => [{ required: true, whitespace: true, message }];

/** 联系人 and 手机号, with the contract's messages (the enquiry and the /contact forms). */
export function ContactFields() {
  return (
    <>
      <Form.Item name="contactName" label="联系人" rules={required(T.contactName)}>
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phoneNumber"
        label="手机号"
        rules={[
          { required: true, message: T.phoneRequired },
          { pattern: PHONE_PATTERN, message: T.phonePattern },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
    </>
  );
}

/** 我已阅读并同意《隐私政策》: must be ticked. */
function AgreementField() {
  return (
    <Form.Item
      name="agreed"
      valuePropName="checked"
      rules={[
        {
          validator: (_: unknown, value: unknown) =>
            value === true ? Promise.resolve() : Promise.reject(new Error(T.agreement)),
        },
      ]}
    >
      <Checkbox>
        我已阅读并同意
        <Link to={paths.private} target="_blank">
          《隐私政策》
        </Link>
      </Checkbox>
    </Form.Item>
  );
}

/** The agreement box and the submit button that end the enquiry and the /contact forms. */
export function AgreeAndSubmit({ label, sending }: { label: string; sending: boolean }) {
  return (
    <>
      <AgreementField />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={sending}
        className={styles.submit}
      >
        {label}
      </Button>
    </>
  );
}
