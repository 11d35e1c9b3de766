import { Button, Card } from 'antd';
import { Link } from '@/components/ui/link';
import type { EquipmentUnit, MaintenanceRecord } from '@/contract';
import { paths } from '@/config/paths';
import { findModel } from '@/content/catalogue';
import { ListBody } from './list-state';
import { RegisterEquipment } from './register-equipment';
import { unitSchedule } from './unit-schedule';
import type { ListState } from './use-list';
import styles from './after-sales.module.less';

interface EquipmentSectionProps {
  equipment: ListState<EquipmentUnit>;
  retry: () => void;
  onRegistered: () => void;
  /** The maintenance records, when they have loaded: 下次保养 is counted from them. */
  records: MaintenanceRecord[] | null;
  today: string;
  onRepair: (unit: EquipmentUnit) => void;
  onMaintain: (unit: EquipmentUnit) => void;
}

function ModelLink({ model }: { model: string }) {
  const known = findModel(model);
  return known ? <Link to={paths.model(known)}>{known.model}</Link> : <>{model}</>;
}

function Warranty({ until, today }: { until?: string; today: string }) {
  if (!until) return <>—</>;
  return until >= today ? <>保修至 {until}</> : <span className={styles.expired}>已过保</span>;
}

function Unit({ unit, props }: { unit: EquipmentUnit; props: EquipmentSectionProps }) {
  const schedule = props.records ? unitSchedule(unit, props.records, props.today) : null;
  return (
    <li className={styles.unit}>
      <p className={styles.unitName}>
        {unit.name ?? findModel(unit.model)?.name ?? unit.model}
        <small>序列号 {unit.serialNo}</small>
      </p>
      <dl className={styles.facts}>
        <dt>型号</dt>
        <dd>
          <ModelLink model={unit.model} />
        </dd>
        <dt>安装地点</dt>
        <dd>{unit.site || '—'}</dd>
        <dt>安装日期</dt>
        <dd>{unit.installedAt ?? '—'}</dd>
        <dt>保修</dt>
        <dd>
          <Warranty until={unit.warrantyUntil} today={props.today} />
        </dd>
        {schedule ? (
          <>
            <dt>{schedule.task}</dt>
            <dd>
              {schedule.overdueDays > 0 ? (
                <span className={styles.overdue}>已逾期 {schedule.overdueDays} 天</span>
              ) : (
                <>下次保养 {schedule.due}</>
              )}
              <small>（每 {schedule.everyDays} 天）</small>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => props.onRepair(unit)} aria-label={`申请报修 ${unit.serialNo}`}>
          申请报修
        </Button>
        <Button onClick={() => props.onMaintain(unit)} aria-label={`记录保养 ${unit.serialNo}`}>
          记录保养
        </Button>
      </div>
    </li>
  );
}

/** 我的设备: each registered unit, its warranty and next maintenance; 登记设备. */
export function EquipmentSection(props: EquipmentSectionProps) {
  return (
    <Card
      className={`${styles.card} ${styles.wide}`}
      title={<h2 className={styles.title}>我的设备</h2>}
      extra={<RegisterEquipment onRegistered={props.onRegistered} />}
    >
      <ListBody state={props.equipment} retry={props.retry} what="设备列表">
        {(units) =>
          units.length === 0 ? (
            <p className={styles.empty}>还没有登记设备：点“登记设备”，输入铭牌上的序列号。</p>
          ) : (
            <ul className={styles.units}>
              {units.map((unit) => (
                <Unit key={unit.serialNo} unit={unit} props={props} />
              ))}
            </ul>
          )
        }
      </ListBody>
    </Card>
  );
}
