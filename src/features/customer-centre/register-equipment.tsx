import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { AFTER_SALES_MESSAGE as MSG, normaliseSerial, SERIAL_PATTERN } from '@/contract';
import { registerEquipment } from '@/lib/api/after-sales';
import { isRefusal, NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { useIslandMessage } from '@/components/antd-island/island-message';

/** 登记设备: the nameplate's serial number, checked before anything is sent. */
export function RegisterEquipment({ onRegistered }: { onRegistered: () => void }) {
  const message = useIslandMessage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ serialNo: string }>();

  const submit = async ({ serialNo }: { serialNo: string }) => {
    setSending(true);
    try {
      await registerEquipment(normaliseSerial(serialNo));
      message.success('登记成功');
      form.resetFields();
      setOpen(false);
      onRegistered();
    } catch (error) {
      // The company's refusal (未找到该序列号…) under the field; anything else a toast.
      if (isRefusal(error)) form.setFields([{ name: 'serialNo', errors: [error.message] }]);
      else message.error(NETWORK_ERROR_MSG);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>登记设备</Button>
      <Modal open={open} title="登记设备" onCancel={() => setOpen(false)} footer={null} width={440}>
        <p>请输入设备铭牌上的序列号（以 CC 开头），登记后可在线报修、记录保养。</p>
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="serialNo"
            label="设备序列号"
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  SERIAL_PATTERN.test(normaliseSerial(value ?? ''))
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG.serialNo)),
              },
            ]}
          >
            <Input placeholder="例如 CC2024LG0815A" maxLength={24} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} block>
            确认登记
          </Button>
        </Form>
      </Modal>
    </>
  );
}
