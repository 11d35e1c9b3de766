import { Card } from 'antd';
import { REPAIR_STATUS_LABEL, type RepairRecord, type RepairStatus } from '@/contract';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { ListBody } from './list-state';
import type { ListState } from './use-list';
import styles from './after-sales.module.less';

const statusLabel = (status?: string) =>
  status && status in REPAIR_STATUS_LABEL ? REPAIR_STATUS_LABEL[status as RepairStatus] : '处理中';

function Repair({ repair }: { repair: RepairRecord }) {
  const engineer = repair.engineer;
  return (
    <li className={styles.repair}>
      <p>
        <span className={styles.status} data-status={repair.status}>
          {statusLabel(repair.status)}
        </span>
        {repair.model ? `${repair.model} · ` : ''}序列号 {repair.serialNo}
        {repair.createdAt ? <small>{repair.createdAt}</small> : null}
      </p>
      {repair.fault ? <p className={styles.fault}>{repair.fault}</p> : null}
      <p className={styles.engineer}>
        {engineer ? (
          <>
            工程师 {engineer.nickName}{' '}
            <a href={telHref(engineer.phonenumber)}>{engineer.phonenumber}</a>
          </>
        ) : (
          '等待派工'
        )}
      </p>
    </li>
  );
}

/** 报修服务: how to ask for a repair, and 报修记录 with each one's status and engineer. */
export function RepairSection({
  repairs,
  retry,
}: {
  repairs: ListState<RepairRecord>;
  retry: () => void;
}) {
  return (
    <Card
      id="repair"
      className={`${styles.card} ${styles.wide}`}
      title={<h2 className={styles.title}>报修服务</h2>}
    >
      <p className={styles.lead}>
        在“我的设备”中点设备的“申请报修”，工程师会在 2 小时内联系您；紧急情况请拨打{' '}
        <a href={telHref(site.company.hotline)}>{site.company.hotline}</a>。
      </p>
      <h3 className={styles.subtitle}>报修记录</h3>
      <ListBody state={repairs} retry={retry} what="报修记录">
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles.empty}>暂无报修记录。</p>
          ) : (
            <ul className={styles.repairs}>
              {rows.map((repair, index) => (
                <Repair key={String(repair.id ?? index)} repair={repair} />
              ))}
            </ul>
          )
        }
      </ListBody>
    </Card>
  );
}
