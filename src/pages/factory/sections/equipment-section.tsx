import type { Equipment } from '@/content/factory';
import { Section } from '@/components/ui/section';
import styles from './equipment-section.module.less';

export function EquipmentSection({ items }: { items: Equipment[] }) {
  return (
    <Section id="equipment" title="主要生产与检测设备">
      <table className={styles.table}>
        <caption className="visually-hidden">澄川生产基地主要设备清单</caption>
        <thead>
          <tr>
            <th scope="col">设备名称</th>
            <th scope="col">规格 / 能力</th>
            <th scope="col">数量</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td>{item.spec}</td>
              <td className={styles.count}>{item.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
