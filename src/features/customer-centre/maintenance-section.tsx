import { Button, Card } from 'antd';
import type { EquipmentUnit, MaintenanceRecord } from '@/contract';
import { ListBody } from './list-state';
import { recordsOf } from './unit-schedule';
import type { ListState } from './use-list';
import styles from './after-sales.module.less';
import tableStyles from './record-table.module.less';

/** One unit's records as a table of 日期, 项目, 执行人, 备注 (on screen and on the printed sheet). */
export function RecordTable({ records }: { records: MaintenanceRecord[] }) {
  return (
    <table className={tableStyles.records}>
      <thead>
        <tr>
          <th scope="col">日期</th>
          <th scope="col">项目</th>
          <th scope="col">执行人</th>
          <th scope="col">备注</th>
        </tr>
      </thead>
      <tbody>
        {records.length === 0 ? (
          <tr>
            <td colSpan={4}>暂无记录</td>
          </tr>
        ) : (
          records.map((record, index) => (
            <tr key={`${record.doneAt}-${index}`}>
              <td>{record.doneAt}</td>
              <td>{record.task}</td>
              <td>{record.by ?? ''}</td>
              <td>{record.note ?? ''}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

interface MaintenanceSectionProps {
  maintenance: ListState<MaintenanceRecord>;
  retry: () => void;
  units: EquipmentUnit[];
}

/** 保养记录: every unit's records, and 打印保养记录 (the A4 sheet of print-sheet.tsx). */
export function MaintenanceSection({ maintenance, retry, units }: MaintenanceSectionProps) {
  return (
    <Card
      className={`${styles.card} ${styles.wide}`}
      title={<h2 className={styles.title}>保养记录</h2>}
      extra={
        <Button onClick={() => window.print()} disabled={maintenance.status !== 'ready'}>
          打印保养记录
        </Button>
      }
    >
      <ListBody state={maintenance} retry={retry} what="保养记录">
        {(rows) =>
          units.length === 0 && rows.length === 0 ? (
            <p className={styles.empty}>暂无保养记录。</p>
          ) : (
            units.map((unit) => (
              <section key={unit.serialNo} className={styles.unitRecords}>
                <h3 className={styles.subtitle}>
                  {unit.name ?? unit.model} <small>序列号 {unit.serialNo}</small>
                </h3>
                <div className={styles.tableScroll}>
                  <RecordTable records={recordsOf(unit, rows)} />
                </div>
              </section>
            ))
          )
        }
      </ListBody>
    </Card>
  );
}
