import type { SeriesCtype } from '../../config/series';
import type { CaseSector } from '../case-studies';

/**
 * The catalogue's typed model data: numbers with their unit in the field name, never display
 * strings. Model pages, the comparison, search, the selector and the product renders all read
 * these values; `src/features/catalogue/format.ts` turns them into display text in one place.
 */

/** Outer dimensions in millimetres: width (left–right as you face it) × depth × height. */
export interface DimensionsMm {
  width: number;
  depth: number;
  height: number;
}

export type Voltage = 220 | 380;

/** What every model has, whatever its series. */
interface ModelBase {
  /** As the catalogue writes it, upper case: 'CC-LG-4D'. Unique across the catalogue. */
  model: string;
  /** Chinese product name: '四门双温冰箱'. */
  name: string;
  /** One sentence: what the model is for and where it fits. */
  summary: string;
  dimensionsMm: DimensionsMm;
  weightKg: number;
  /** Rated electrical power in watts (a gas stove's blower counts here; its gas in heatLoadKw). */
  powerW: number;
  voltage: Voltage;
  /** The kinds of kitchen it suits, most typical first. */
  sectors: CaseSector[];
}

interface WarmingCounterSpec {
  ctype: 'baowentai';
  /** Number of 1/1 GN pans (530 by 325 millimetres) the well holds. */
  pans: number;
  heating: '水浴' | '干式' | '石板';
  tempMinC: number;
  tempMaxC: number;
  /** Portions one filling serves. */
  servings: number;
  /** Sneeze guard and lamps fitted. */
  sneezeGuard: boolean;
}

interface RefrigeratorSpec {
  ctype: 'lenggui';
  doors: number;
  volumeL: number;
  /** Chilled range in ℃, when it has a chilled zone. */
  chill?: { minC: number; maxC: number };
  /** Frozen range in ℃, when it has a frozen zone. */
  freeze?: { minC: number; maxC: number };
  refrigerant: 'R290' | 'R600a' | 'R404A';
  /** Glass doors (a display or sample cabinet), so the stock shows without opening. */
  glassDoors?: boolean;
}

interface StoveSpec {
  ctype: 'shangyongzaotai';
  burners: number;
  /** Gas heat load of all burners together, or induction power for electric stoves, in kW. */
  heatLoadKw: number;
  fuel: '天然气' | '天然气/液化石油气' | '电磁';
  /** Diameter of the wok or pot it takes, in mm. */
  wokDiameterMm: number;
  /** Portions one wok or pot turns out per hour of service. */
  servingsPerHour: number;
}

interface SterilizerSpec {
  ctype: 'xiaoduji';
  doors: number;
  volumeL: number;
  /** Standard canteen trays one load holds. */
  trays: number;
  method: '热风循环' | '远红外高温' | '臭氧紫外中温' | '蒸汽';
  temperatureC: number;
  /** Minutes of one disinfection cycle. */
  cycleMin: number;
}

interface FumePurifierSpec {
  ctype: 'youyanjinghua';
  /** Air it treats, m³/h. */
  airflowM3h: number;
  /** Oil-fume removal efficiency, percent. */
  efficiencyPct: number;
  /** Stove burners one unit serves. */
  burnersServed: number;
  method: '高压静电' | '静电+紫外' | '运水烟罩';
  /** Fan or unit noise, dB(A). */
  noiseDb: number;
}

interface RiceSteamerSpec {
  ctype: 'zhengfangui';
  /** Doors across the front, each with its hand-wheel lock and its stack of trays. */
  doors: number;
  trays: number;
  /** Raw rice one batch takes, kg. */
  riceKgPerBatch: number;
  heating: '电' | '燃气' | '蒸汽';
  /** Minutes one batch steams. */
  batchMin: number;
  /** Portions (about 100 g raw rice each) one batch gives. */
  servingsPerBatch: number;
}

interface WaterPurifierSpec {
  ctype: 'shangyongjingshuiji';
  /** Purified water it makes, litres per hour. */
  outputLph: number;
  stages: number;
  membrane: 'RO 反渗透' | '超滤' | 'RO + 开水';
  /** Boiling-water output, litres per hour, for models that also boil. */
  boilingLph?: number;
  /** People it serves for drinking water through a day. */
  servesPeople: number;
}

type SeriesSpec =
  | WarmingCounterSpec
  | RefrigeratorSpec
  | StoveSpec
  | SterilizerSpec
  | FumePurifierSpec
  | RiceSteamerSpec
  | WaterPurifierSpec;

/** One model: the common fields plus the fields of its series (discriminated by ctype). */
export type CatalogueModel = ModelBase & SeriesSpec;

/** A model of one series, e.g. `ModelOf<'lenggui'>` has doors and volumeL. */
export type ModelOf<C extends SeriesCtype> = ModelBase & Extract<SeriesSpec, { ctype: C }>;
