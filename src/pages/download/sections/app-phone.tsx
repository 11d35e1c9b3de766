import type { AppScreen } from '@/content/download';
import styles from './app-phone.module.less';

/**
 * The app's home screen in a phone, drawn with the page's own text and font so that it reads as
 * the app rather than as a wireframe; one image to assistive technology (`screen.alt`).
 */
export function AppPhone({ screen }: { screen: AppScreen }) {
  const { order } = screen;
  return (
    <div className={styles.phone} role="img" aria-label={screen.alt}>
      <div className={styles.screen} aria-hidden="true">
        <div className={styles.status}>
          <span>9:41</span>
          <span className={styles.island} />
          <span>5G 86%</span>
        </div>
        <div className={styles.hero}>
          <p className={styles.greeting}>{screen.greeting}</p>
          <p className={styles.company}>{screen.company}</p>
        </div>
        <div className={styles.order}>
          <p className={styles.orderHead}>
            <b>{order.label}</b>
            <span className={styles.badge}>{order.steps[order.done - 1]}中</span>
          </p>
          <p className={styles.orderItems}>{order.items}</p>
          <ol className={styles.steps}>
            {order.steps.map((step, index) => (
              <li key={step} className={index < order.done ? styles.done : undefined}>
                {step}
              </li>
            ))}
          </ol>
          <p className={styles.orderNote}>{order.note}</p>
        </div>
        <ul className={styles.shortcuts}>
          {screen.shortcuts.map((shortcut) => (
            <li key={shortcut.label}>
              <span className={styles.glyph}>{shortcut.glyph}</span>
              {shortcut.label}
            </li>
          ))}
        </ul>
        <ul className={styles.messages}>
          {screen.messages.map((message) => (
            <li key={message.title}>
              <p className={styles.messageHead}>
                <b>{message.title}</b>
                <span className={styles.time}>{message.time}</span>
              </p>
              <p className={styles.messageText}>{message.text}</p>
            </li>
          ))}
        </ul>
        <ul className={styles.tabs}>
          {screen.tabs.map((tab, index) => (
            <li key={tab} className={index === 0 ? styles.current : undefined}>
              {tab}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
