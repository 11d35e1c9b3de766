import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSession } from '@/lib/session/session';
import { AppOnlyPage } from '@/components/ui/app-only-page';
import { APP_ONLY_PAGES } from '@/config/app-only-pages';
import styles from './ucenter-page.module.less';

const CustomerCentre = lazy(() => import('@/features/customer-centre'));

/** /ucenter: the in-app customer centre (the development home URL). */
export function UcenterPage() {
  const { token, profile, logout, openLogin, promptLogin } = useSession();

  // Arriving without a token opens the login modal once (not again after a logout here): its
  // plain frame, whose island loads when the visitor starts on it.
  const prompted = useRef(false);
  useEffect(() => {
    if (prompted.current) return;
    prompted.current = true;
    if (!token) promptLogin();
  }, [token, promptLogin]);

  return (
    <AppOnlyPage
      route="ucenter"
      banner={{
        title: '客户中心',
        subtitle: profile
          ? `${profile.userName}，欢迎回来。订单进度与专属业务员都在这里。`
          : APP_ONLY_PAGES.ucenter.lead,
      }}
    >
      <section id="centre" className={`container ${styles.body}`} aria-label="客户中心内容">
        {token ? (
          <Suspense fallback={<p role="status">正在加载客户中心…</p>}>
            <CustomerCentre profile={profile} onLogout={logout} />
          </Suspense>
        ) : (
          <div className={styles.prompt}>
            <p>登录后可查看订单统计与专属业务员的联系方式。</p>
            <button type="button" className={styles.loginButton} onClick={openLogin}>
              登录/注册
            </button>
          </div>
        )}
      </section>
    </AppOnlyPage>
  );
}
