import type { CatalogueModel } from '../../../src/content/catalogue/types';
import { formatPower, formatVoltage, withUnit } from '../../../src/features/catalogue/format';

/** Lower heating values (GB/T 13611 reference gases): natural gas per m³, LPG per kg, in MJ. */
const NATURAL_GAS_MJ_PER_M3 = 35.6;
const LPG_MJ_PER_KG = 46;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Gas a burner load uses at full fire: '天然气约 7.1 m³/h'. */
function gasUse(heatLoadKw: number, fuel: '天然气' | '天然气/液化石油气'): string {
  const hourMj = heatLoadKw * 3.6;
  const natural = `天然气约 ${withUnit(oneDecimal(hourMj / NATURAL_GAS_MJ_PER_M3), 'm³/h')}`;
  if (fuel === '天然气') return natural;
  return `${natural}，液化石油气约 ${withUnit(oneDecimal(hourMj / LPG_MJ_PER_KG), 'kg/h')}`;
}

/** What one model needs on site, from its catalogue record: power, supply and, where it burns gas, gas. */
export function supplyRows(model: CatalogueModel): { label: string; value: string }[] {
  const rows = [
    { label: '电源', value: formatVoltage(model.voltage) },
    { label: '额定功率', value: formatPower(model.powerW) },
    { label: '净重', value: withUnit(model.weightKg, 'kg') },
  ];
  if (model.ctype === 'shangyongzaotai' && model.fuel !== '电磁')
    rows.push(
      { label: '燃气热负荷', value: withUnit(model.heatLoadKw, 'kW') },
      { label: '满火耗气', value: gasUse(model.heatLoadKw, model.fuel) },
    );
  if (model.ctype === 'zhengfangui') rows.push({ label: '热源', value: model.heating });
  if (model.ctype === 'xiaoduji') rows.push({ label: '消毒方式', value: model.method });
  return rows;
}
