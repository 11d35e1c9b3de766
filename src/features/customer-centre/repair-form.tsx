import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  AFTER_SALES_LIMITS,
  AFTER_SALES_MESSAGE as MSG,
  FIELD_MESSAGE,
  PHONE_PATTERN,
  type EquipmentUnit,
  type RepairBody,
} from '@/contract';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { requestRepair } from '@/lib/api/after-sales';
import { isRefusal, NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { useRequestId } from '@/hooks/use-request-id';
import { CopyButton } from '@/components/ui/copy-button';
import { useIslandMessage } from '@/components/antd-island/island-message';
import { photoUrls, RepairPhotos, type Photo } from './repair-photos';
import styles from './after-sales.module.less';

interface RepairValues {
  fault: string;
  contactName: string;
  phoneNumber: string;
  visitDate?: string;
}

const repairText = (unit: EquipmentUnit, body: RepairBody) =>
  [
    '【澄川厨装 报修】',
    `设备：${unit.model} 序列号 ${unit.serialNo}${unit.site ? `（${unit.site}）` : ''}`,
    `故障描述：${body.fault}`,
    `联系人：${body.contactName}`,
    `手机号：${body.phoneNumber}`,
    `期望上门日期：${body.visitDate || '未填写'}`,
    ...(body.photos.length ? ['现场照片：', ...body.photos.map((url) => `  ${url}`)] : []),
  ].join('\n');

interface RepairFormProps {
  unit: EquipmentUnit;
  contact: { contactName: string; phoneNumber: string };
  today: string;
  /** Closed, it stays mounted: what the customer typed is there when it opens again. */
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** 申请报修 {serialNo}: one requestId for every try; on a failure, the hotline and 复制报修内容. */
export function RepairForm({ unit, contact, today, open, onClose, onSent }: RepairFormProps) {
  const message = useIslandMessage();
  const [form] = Form.useForm<RepairValues>();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [sending, setSending] = useState(false);
  const [fallback, setFallback] = useState<RepairBody | null>(null);
  const requestId = useRequestId();

  const submit = async (values: RepairValues) => {
    const body: RepairBody = {
      requestId: requestId.current(),
      serialNo: unit.serialNo,
      fault: values.fault.trim(),
      photos: photoUrls(photos),
      contactName: values.contactName.trim(),
      phoneNumber: values.phoneNumber.trim(),
      visitDate: values.visitDate ?? '',
    };
    setSending(true);
    setFallback(null);
    try {
      await requestRepair(body);
      requestId.renew();
      message.success('报修已提交');
      onSent();
    } catch (error) {
      if (isRefusal(error)) message.error(error.message);
      else {
        message.error(NETWORK_ERROR_MSG);
        setFallback(body);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`申请报修 ${unit.serialNo}`}
      onCancel={onClose}
      footer={null}
      width={560}
    >
      <p className={styles.formLead}>
        {unit.name ?? unit.model}（{unit.model}）{unit.site ? ` · ${unit.site}` : ''}
      </p>
      <Form<RepairValues>
        form={form}
        layout="vertical"
        initialValues={contact}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="fault"
          label="故障描述"
          rules={[
            { required: true, whitespace: true, message: MSG.fault },
            { max: AFTER_SALES_LIMITS.maxFault, message: MSG.faultTooLong },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={AFTER_SALES_LIMITS.maxFault}
            showCount
            placeholder="例如：右侧炉头点不着火，有燃气味"
          />
        </Form.Item>
        <RepairPhotos photos={photos} onChange={setPhotos} />
        <div className={styles.pair}>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[{ required: true, whitespace: true, message: FIELD_MESSAGE.contactName }]}
          >
            <Input maxLength={AFTER_SALES_LIMITS.maxName} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="phoneNumber"
            label="手机号"
            rules={[
              { required: true, message: FIELD_MESSAGE.phoneRequired },
              { pattern: PHONE_PATTERN, message: FIELD_MESSAGE.phonePattern },
            ]}
          >
            <Input inputMode="tel" maxLength={11} autoComplete="tel" />
          </Form.Item>
        </div>
        <Form.Item
          name="visitDate"
          label="期望上门日期"
          rules={[
            {
              validator: (_, value?: string) =>
                !value || value >= today
                  ? Promise.resolve()
                  : Promise.reject(new Error(MSG.visitDate)),
            },
          ]}
        >
          <Input type="date" min={today} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={sending}
          disabled={photos.some((photo) => photo.state === 'uploading')}
          block
        >
          提交报修
        </Button>
      </Form>
      {fallback ? (
        <section className={styles.fallback} aria-label="报修暂时没有发出">
          <p>
            报修暂时没有发出，您填写的内容都还在。请拨打服务热线{' '}
            <a href={telHref(site.company.hotline)}>{site.company.hotline}</a>
            ，或复制报修内容发给您的业务员。
          </p>
          <CopyButton
            text={repairText(unit, fallback)}
            label="复制报修内容"
            idleText="复制报修内容"
          />
        </section>
      ) : null}
    </Modal>
  );
}
