// antd styles of the components only this island renders (npm run antd-css). First, so that
// the island's own styles, imported after, win the cascade.
import '@/components/antd-island/antd-centre.generated.css';
import '@/components/antd-island/antd-modal.generated.css';
import { Button, Card, Skeleton } from 'antd';
import { fileUrl } from '@/config/asset-url';
import type { CustomerProfile } from '@/lib/api/customer';
import { AntdIsland } from '@/components/antd-island/antd-island';
import { CopyButton } from '@/components/ui/copy-button';
import { AfterSales } from './after-sales';
import { OrderStatisticsCard } from './order-statistics-card';
import styles from './customer-centre.module.less';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';

interface CustomerCentreProps {
  profile: CustomerProfile | null;
  onLogout: () => void;
}

function CentreContent({ profile, onLogout }: CustomerCentreProps) {
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
          <p>暂未分配业务员，请拨打 {site.company.hotline} 联系客服。</p>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
      <OrderStatisticsCard />
      <AfterSales profile={profile} />
    </div>
  );
}

/** The customer centre island: account, salesman, order statistics, equipment, repairs, maintenance. */
export default function CustomerCentre(props: CustomerCentreProps) {
  return (
    <AntdIsland>
      <CentreContent {...props} />
    </AntdIsland>
  );
}
