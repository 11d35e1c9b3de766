import { findModel } from '@/content/catalogue';
import type { CatalogueModel, ModelOf } from '@/content/catalogue/types';
import type { SeriesCtype } from '@/config/series';

/** 场所类型 of the selector (UI contract). */
export const PLACE_TYPES = ['学校', '医院', '企业食堂', '酒店', '连锁餐饮'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export interface SelectorInput {
  diners: number;
  place: PlaceType;
  /** Meals served a day (1–4). */
  mealsPerDay: number;
}

export interface Recommendation {
  model: CatalogueModel;
  quantity: number;
  /** What it is for, e.g. 蒸饭. */
  role: string;
  /** 计算依据: the rule and the figures used. */
  basis: string;
}

/** Figures the rules use; each shows up in the 计算依据 it feeds. */
const ASSUMPTIONS = {
  /** Raw rice per diner per meal, kg (100 g). */
  riceKgPerDiner: 0.1,
  /** Batches a steamer runs before and during one serving round. */
  steamBatchesPerMeal: 2,
  /** Trays to disinfect per diner per meal. */
  traysPerDiner: 1,
  /** Cold storage per diner per meal served, litres. */
  coldLitresPerDinerMeal: 0.5,
  /** Hours the hot kitchen cooks for one meal. */
  cookingHoursPerMeal: 1.5,
  /** Sample dishes kept per meal, and days each is kept (48 h). */
  sampleDishesPerMeal: 8,
  sampleDays: 2,
  /** Samples one sample cabinet holds. */
  samplesPerCabinet: 120,
} as const;

interface PlaceKit {
  steamer: string;
  counter: string;
  sterilizer: string;
  fridge: string;
  stove: string;
  fume: string;
  /** Schools, hospitals and canteens keep 48 h food samples. */
  sampleCabinet: boolean;
}

/** The models that suit each kind of place; the diners decide how many. */
export const PLACE_KITS: Record<PlaceType, PlaceKit> = {
  学校: {
    steamer: 'CC-ZF-24E',
    counter: 'CC-BWT-10D',
    sterilizer: 'CC-XD-TC2',
    fridge: 'CC-LG-6D',
    stove: 'CC-ZT-3C',
    fume: 'CC-YJ-16K',
    sampleCabinet: true,
  },
  医院: {
    steamer: 'CC-ZF-24E',
    counter: 'CC-BWT-8G',
    sterilizer: 'CC-XD-2R',
    fridge: 'CC-LG-4D',
    stove: 'CC-ZT-2C',
    fume: 'CC-YJ-12K',
    sampleCabinet: true,
  },
  企业食堂: {
    steamer: 'CC-ZF-36E',
    counter: 'CC-BWT-12D',
    sterilizer: 'CC-XD-TC4',
    fridge: 'CC-LG-6D',
    stove: 'CC-ZT-3C',
    fume: 'CC-YJ-20KU',
    sampleCabinet: true,
  },
  酒店: {
    steamer: 'CC-ZF-12E',
    counter: 'CC-BWT-5T',
    sterilizer: 'CC-XD-2M',
    fridge: 'CC-LG-PT18',
    stove: 'CC-ZT-2C',
    fume: 'CC-YJ-YS30',
    sampleCabinet: false,
  },
  连锁餐饮: {
    steamer: 'CC-ZF-6E',
    counter: 'CC-BWT-3T',
    sterilizer: 'CC-XD-1M',
    fridge: 'CC-LG-PT12',
    stove: 'CC-ZT-DC15',
    fume: 'CC-YJ-6K',
    sampleCabinet: false,
  },
};

function model<C extends SeriesCtype>(number: string, ctype: C): ModelOf<C> {
  const found = findModel(number);
  if (!found || found.ctype !== ctype) throw new Error(`selector: ${number} is not a ${ctype}`);
  return found as ModelOf<C>;
}

const NB = '\u00a0';
const n = (value: number) => Number(value.toFixed(1)).toString();

/** The recommended set for a kitchen; quantities never fall when diners grow. */
export function recommend({ diners, place, mealsPerDay }: SelectorInput): Recommendation[] {
  if (!(diners >= 1) || !(mealsPerDay >= 1)) return [];
  const kit = PLACE_KITS[place];
  const a = ASSUMPTIONS;
  const out: Recommendation[] = [];

  const steamer = model(kit.steamer, 'zhengfangui');
  const rice = diners * a.riceKgPerDiner;
  const perMeal = steamer.riceKgPerBatch * a.steamBatchesPerMeal;
  out.push({
    model: steamer,
    role: '蒸饭',
    quantity: Math.ceil(rice / perMeal),
    basis: `每人每餐约 100${NB}g 大米，${diners}${NB}人需 ${n(rice)}${NB}kg；${steamer.model} 每批 ${steamer.riceKgPerBatch}${NB}kg，开餐前后可蒸 ${a.steamBatchesPerMeal} 批，每台每餐 ${perMeal}${NB}kg`,
  });

  const counter = model(kit.counter, 'baowentai');
  out.push({
    model: counter,
    role: '保温售饭',
    quantity: Math.ceil(diners / counter.servings),
    basis: `${counter.model} 装满一次约供 ${counter.servings}${NB}人份，${diners}${NB}人同时开餐`,
  });

  const sterilizer = model(kit.sterilizer, 'xiaoduji');
  const trays = diners * a.traysPerDiner;
  out.push({
    model: sterilizer,
    role: '餐具消毒',
    quantity: Math.ceil(trays / sterilizer.trays),
    basis: `每人每餐 ${a.traysPerDiner} 个餐盘，共 ${trays} 个；${sterilizer.model} 每次消毒约 ${sterilizer.trays} 个，${sterilizer.cycleMin}${NB}分钟一次`,
  });

  const fridge = model(kit.fridge, 'lenggui');
  const litres = diners * mealsPerDay * a.coldLitresPerDinerMeal;
  out.push({
    model: fridge,
    role: '食材冷藏',
    quantity: Math.ceil(litres / fridge.volumeL),
    basis: `每人每餐约 ${a.coldLitresPerDinerMeal}${NB}L 冷藏食材，${diners}${NB}人 × ${mealsPerDay} 餐需 ${n(litres)}${NB}L；${fridge.model} 有效容积 ${fridge.volumeL}${NB}L`,
  });

  if (kit.sampleCabinet) {
    const cabinet = model('CC-LG-LY2', 'lenggui');
    const samples = mealsPerDay * a.sampleDishesPerMeal * a.sampleDays;
    out.push({
      model: cabinet,
      role: '食品留样',
      quantity: Math.ceil(samples / a.samplesPerCabinet),
      basis: `每餐约 ${a.sampleDishesPerMeal} 个菜品留样、保存 48${NB}小时，共 ${samples} 份；每台约放 ${a.samplesPerCabinet} 份`,
    });
  }

  const stove = model(kit.stove, 'shangyongzaotai');
  const woks = Math.ceil(diners / (stove.servingsPerHour * a.cookingHoursPerMeal));
  const stoves = Math.ceil(woks / stove.burners);
  out.push({
    model: stove,
    role: '炒菜',
    quantity: stoves,
    basis: `每口锅每小时约出 ${stove.servingsPerHour}${NB}人份，一餐备餐 ${a.cookingHoursPerMeal}${NB}小时，需 ${woks} 口锅；${stove.model} 每台 ${stove.burners} 个炉头`,
  });

  const fume = model(kit.fume, 'youyanjinghua');
  const burners = stoves * stove.burners;
  out.push({
    model: fume,
    role: '油烟净化',
    quantity: Math.ceil(burners / fume.burnersServed),
    basis: `灶台共 ${burners} 个炉头；${fume.model} 风量 ${fume.airflowM3h}${NB}m³/h，适配 ${fume.burnersServed} 个炉头以内`,
  });
  return out;
}
