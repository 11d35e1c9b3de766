import { Button, Card, Skeleton, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { getOrderStatistics, type OrderStatistics } from '@/lib/api/customer';
import { ORDER_STAT_LABELS } from './labels';
import styles from './customer-centre.module.less';

type StatsState =
  | { status: 'loading' }
  | { status: 'ready'; data: OrderStatistics | undefined }
  | { status: 'error' };

function useOrderStatistics() {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    getOrderStatistics()
      .then((answer) => !cancelled && setState({ status: 'ready', data: answer.data }))
      .catch(() => !cancelled && setState({ status: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

/** The counts an answer has: none (暂无订单数据), or all five labels with `—` for a missing one. */
function StatisticsList({ data }: { data: OrderStatistics | undefined }) {
  const known = ORDER_STAT_LABELS.filter(({ key }) => typeof data?.[key] === 'number');
  if (known.length === 0) return <p className={styles.empty}>暂无订单数据</p>;
  return (
    // Phones: 全部订单 on its own row, then two per row; three from 576 px, all five from 768 px.
    <ul className={styles.stats}>
      {ORDER_STAT_LABELS.map(({ key, label }) => {
        const value = data?.[key];
        return (
          <li key={key}>
            {typeof value === 'number' ? (
              <Statistic title={label} value={value} suffix="单" />
            ) : (
              <Statistic title={label} value="—" />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 订单统计: whatever shape the company's answer has, never an error for a code-200 answer. */
export function OrderStatisticsCard() {
  const { state, retry } = useOrderStatistics();
  return (
    <Card className={`${styles.card} ${styles.wide}`} title="订单统计">
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          订单统计暂时无法加载。
          <Button type="link" onClick={retry}>
            重试
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? <StatisticsList data={state.data} /> : null}
    </Card>
  );
}
