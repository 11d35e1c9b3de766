import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  AFTER_SALES_LIMITS,
  AFTER_SALES_MESSAGE as MSG,
  type EquipmentUnit,
  type MaintenanceBody,
} from '@/contract';
import { recordMaintenance } from '@/lib/api/after-sales';
import { isRefusal, NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { useRequestId } from '@/hooks/use-request-id';
import { useIslandMessage } from '@/components/antd-island/island-message';
import styles from './after-sales.module.less';

interface MaintenanceValues {
  task: string;
  doneAt: string;
  by: string;
  note?: string;
}

interface MaintenanceFormProps {
  unit: EquipmentUnit;
  /** The series' recommended task (项目 starts with it). */
  task: string;
  today: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 记录保养 {serialNo}: 项目, 日期 (not after today), 执行人, 备注 → 保存记录. */
export function MaintenanceForm({
  unit,
  task,
  today,
  open,
  onClose,
  onSaved,
}: MaintenanceFormProps) {
  const message = useIslandMessage();
  const [form] = Form.useForm<MaintenanceValues>();
  const [sending, setSending] = useState(false);
  const requestId = useRequestId();

  const submit = async (values: MaintenanceValues) => {
    const body: MaintenanceBody = {
      requestId: requestId.current(),
      serialNo: unit.serialNo,
      task: values.task.trim(),
      doneAt: values.doneAt,
      by: values.by.trim(),
      note: values.note?.trim() ?? '',
    };
    setSending(true);
    try {
      await recordMaintenance(body);
      requestId.renew();
      message.success('保养记录已保存');
      onSaved();
    } catch (error) {
      message.error(isRefusal(error) ? error.message : NETWORK_ERROR_MSG);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`记录保养 ${unit.serialNo}`}
      onCancel={onClose}
      footer={null}
      width={480}
    >
      <p className={styles.formLead}>
        {unit.name ?? unit.model}（{unit.model}）{unit.site ? ` · ${unit.site}` : ''}
      </p>
      <Form<MaintenanceValues>
        form={form}
        layout="vertical"
        initialValues={{ task, doneAt: today }}
        onFinish={(values) => void submit(values)}
      >
        <div className={styles.pair}>
          <Form.Item
            name="task"
            label="项目"
            rules={[{ required: true, whitespace: true, message: MSG.task }]}
          >
            <Input maxLength={AFTER_SALES_LIMITS.maxName} />
          </Form.Item>
          <Form.Item
            name="doneAt"
            label="日期"
            rules={[
              { required: true, message: MSG.date },
              {
                validator: (_, value?: string) =>
                  !value || value <= today
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG.doneAt)),
              },
            ]}
          >
            <Input type="date" max={today} />
          </Form.Item>
        </div>
        <Form.Item
          name="by"
          label="执行人"
          rules={[{ required: true, whitespace: true, message: MSG.by }]}
        >
          <Input maxLength={AFTER_SALES_LIMITS.maxName} placeholder="例如：后厨主管 陈师傅" />
        </Form.Item>
        <Form.Item
          name="note"
          label="备注"
          rules={[{ max: AFTER_SALES_LIMITS.maxNote, message: MSG.noteTooLong }]}
        >
          <Input.TextArea
            rows={2}
            maxLength={AFTER_SALES_LIMITS.maxNote}
            placeholder="例如：更换风机滤网一片"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} block>
          保存记录
        </Button>
      </Form>
    </Modal>
  );
}
