import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { aboutService } from '@/content/about';
import { repairCall } from '@/content/service/page';
import { SmartLink } from '@/components/ui/smart-link';
import styles from './repair-call.module.less';

/**
 * The way to ask for a repair, first on the page: 申请报修 to the customer centre's repair form
 * (SmartLink opens the login modal first for an anonymous visitor) or the hotline; the service
 * promise as /about states it.
 */
export function RepairCall() {
  const { hotline } = site.company;
  return (
    <div className={`container ${styles.call}`}>
      <div className={styles.copy}>
        <p className={styles.title}>{repairCall.title}</p>
        <p className={styles.text}>{repairCall.text}</p>
      </div>
      <div className={styles.actions}>
        <SmartLink href={`${paths.ucenter}#repair`} className={styles.primary}>
          {repairCall.linkText}
        </SmartLink>
        <a href={telHref(hotline)} className={styles.secondary}>
          服务热线 {hotline}
        </a>
      </div>
      <ul className={styles.promises}>
        {aboutService.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
