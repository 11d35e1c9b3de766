// antd styles of the components only this island renders (npm run antd-css). First, so that
// the island's own styles, imported after, win the cascade.
import '@/components/antd-island/antd-centre.generated.css';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { fileUrl } from '@/config/asset-url';
import { getOrderStatistics, type CustomerProfile, type OrderStatistics } from '@/lib/api/customer';
import { AntdIsland } from '@/components/antd-island/antd-island';
import { CopyButton } from '@/components/ui/copy-button';
import { ORDER_STAT_LABELS } from './labels';
import styles from './customer-centre.module.less';
import { telHref } from '@/config/tel';

interface CustomerCentreProps {
  profile: CustomerProfile | null;
  onLogout: () => void;
}

type StatsState =
  { status: 'loading' } | { status: 'ready'; data: OrderStatistics } | { status: 'error' };

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

function CentreContent({ profile, onLogout }: CustomerCentreProps) {
  const { state, retry } = useOrderStatistics();
  const salesman = profile?.salesman;
  return (
    <div className={styles.grid}>
      <Card className={styles.card} title="我的账户">
        {profile ? (
          <dl className={styles.facts}>
            <dt>客户名称</dt>
            <dd data-testid="customer-name">{profile.userName}</dd>
            {profile.customerNo ? (
              <>
                <dt>客户编号</dt>
                <dd>{profile.customerNo}</dd>
              </>
            ) : null}
            {profile.companyName ? (
              <>
                <dt>公司名称</dt>
                <dd>{profile.companyName}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
        <Button onClick={onLogout} className={styles.logout}>
          退出登录
        </Button>
      </Card>
      <Card className={styles.card} title="专属业务员">
        {salesman ? (
          <div className={styles.salesman}>
            <div>
              <p className={styles.salesmanName}>{salesman.nickName}</p>
              <p className={styles.salesmanPhone}>
                <a href={telHref(salesman.phonenumber)}>{salesman.phonenumber}</a>
              </p>
              <CopyButton text={salesman.phonenumber} label="复制业务员电话" />
            </div>
            {salesman.wxQrCode ? (
              <figure className={styles.qr}>
                <img
                  src={fileUrl(salesman.wxQrCode, { width: 120, height: 120, quality: 1 })}
                  alt={`业务员${salesman.nickName}的微信二维码`}
                  width={120}
                  height={120}
                />
                <figcaption>扫码添加微信</figcaption>
              </figure>
            ) : null}
          </div>
        ) : profile ? (
          <p>暂未分配业务员，请拨打 400-860-1234 联系客服。</p>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
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
        {state.status === 'ready' ? (
          // Phones: 全部订单 on its own row, then two per row; three from 576 px, all five from 768 px.
          <ul className={styles.stats}>
            {ORDER_STAT_LABELS.map(({ key, label }) => (
              <li key={key}>
                <Statistic title={label} value={state.data[key]} suffix="单" />
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}

/** The customer centre island: account, salesman card, order statistics. */
export default function CustomerCentre(props: CustomerCentreProps) {
  return (
    <AntdIsland>
      <CentreContent {...props} />
    </AntdIsland>
  );
}
