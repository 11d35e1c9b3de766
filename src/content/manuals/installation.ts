import type { SeriesCtype } from '@/config/series';

/**
 * What a site must provide before a series is installed (产品手册, 安装条件): water, drain, gas,
 * exhaust and the clear space around a unit. Each model's power and gas load come from the
 * catalogue (scripts/documents/manual/supply.ts); only what the catalogue does not hold is
 * written here, once per series.
 */
export interface SeriesInstallation {
  /** Water supply, or why none is needed. */
  water: string;
  /** Drain, or why none is needed. */
  drain: string;
  /** Gas, or steam, where a model of the series burns or takes it; absent: all electric. */
  gas?: string;
  exhaust: string;
  /** Clear space to leave around a unit, mm (the front is the planner's aisle). */
  clearanceMm: { back: number; side: number; top: number };
  /** What the clear space is for. */
  clearanceNote: string;
  /** Further points for the site's builder, in order of work. */
  notes: string[];
}

export const SERIES_INSTALLATION: Record<SeriesCtype, SeriesInstallation> = {
  baowentai: {
    water: '水浴机型就近设 DN15 冷水角阀，供水槽加水；水压 0.1 至 0.4 MPa。石板机型不用水。',
    drain: '水浴机型每台一路 DN25 排水，接至地漏或明沟，排水口低于水槽放水阀。',
    exhaust: '无需单独排风；出餐线上方宜有新风，避免热气聚在取餐口。',
    clearanceMm: { back: 50, side: 50, top: 0 },
    clearanceNote: '背后与两侧留出接线与放水阀的操作空间；成排布置时台面可拼接。',
    notes: [
      '地面找平，承重按满盆满水计算；脚轮机型就位后锁紧刹车。',
      '插座或接线盒设于台下干区，距地不低于 300 mm，远离排水口。',
      '首次通电前先加水至水位线，空槽通电将触发缺水保护。',
    ],
  },
  lenggui: {
    water: '不用水。',
    drain: '化霜水自动蒸发，无需排水管；工作台与留样机型同样如此。',
    exhaust: '无需排风，但冷凝器散出的热量要有去处：机房或后厨环境温度不高于 38 ℃。',
    clearanceMm: { back: 100, side: 50, top: 300 },
    clearanceNote: '冷凝器靠这些空间散热：背后与顶部不得堆放纸箱，柜顶不作储物架。',
    notes: [
      '远离灶台、蒸饭柜等热源 500 mm 以上，避免阳光直射。',
      '就位后调平四角，静置 2 小时再通电，让压缩机油回流。',
      '碳氢冷媒（R290、R600a）机型周围不得有明火，维修须由持证制冷工进行。',
    ],
  },
  shangyongzaotai: {
    water: '每个炉头的摇臂龙头与水冷灶面用 DN15 冷水，水压 0.1 至 0.4 MPa。',
    drain: '灶面排水槽接 DN50 排水至明沟，明沟设隔油。',
    gas: '燃气机型 DN25 接口，灶前设手动球阀；接入燃气泄漏报警器与紧急切断阀。天然气额定压力 2 kPa，液化石油气 2.8 kPa，订货时注明气源。',
    exhaust:
      '灶台上方设排烟罩，罩口每边宽出灶面 150 mm，罩底距地 1.9 至 2.1 m，排烟接油烟净化设备后再排出。',
    clearanceMm: { back: 0, side: 150, top: 1100 },
    clearanceNote: '背后可靠不燃墙面；侧面距可燃物 150 mm；顶部为灶面至烟罩底的净高。',
    notes: [
      '燃气管道由具备资质的燃气公司施工，通气前做气密性试验。',
      '电磁机型为 380 V 三相五线，每台单独设带漏电保护的断路器。',
      '地面做防水与排水坡度，灶台脚下垫不燃材料。',
    ],
  },
  xiaoduji: {
    water: '蒸汽机型接 DN15 软化水，水压 0.1 至 0.4 MPa；其余机型不用水。',
    drain: '蒸汽机型设 DN40 排水；热风与红外机型无需排水。',
    gas: '蒸汽机型接外供蒸汽 0.1 至 0.2 MPa，DN25 接口，由锅炉房或集中供汽引来。',
    exhaust: '高温程序结束时排出湿热空气：排湿口接排风管，或远离吊顶与烟感。',
    clearanceMm: { back: 100, side: 100, top: 300 },
    clearanceNote: '风机进出风与排湿都需要这些空间；通道式机型两端另留推车进出的距离。',
    notes: [
      '放在洗碗间的干区，与洗碗机、水池之间设挡水。',
      '380 V 机型为三相五线，每台单独设断路器与接地。',
      '通道式机型就位前确认门洞与电梯尺寸，整机不可拆分运输。',
    ],
  },
  youyanjinghua: {
    water: '静电机型不用水；运水烟罩接 DN20 进水，补充循环水箱。',
    drain: '集油盒下设 DN25 排油管接至隔油池；运水烟罩循环水箱另设 DN50 排水。',
    exhaust:
      '装在排烟罩与排风机之间的水平管段，进出口前后各留不少于 1 m 直管；风管内风速 8 至 12 m/s。',
    clearanceMm: { back: 100, side: 600, top: 300 },
    clearanceNote: '检修门一侧留 600 mm，电场模块从这里抽出清洗；底部留出集油盒取放空间。',
    notes: [
      '外壳可靠接地，接地电阻不大于 4 Ω；高压电源不得与风机共用插座。',
      '吊装时用独立吊架承重，不得挂在风管上。',
      '安装后做一次风量与排放检测，检测报告与清洗记录一起留存备查。',
    ],
  },
  zhengfangui: {
    water: '每台 DN15 进水，浮球阀自动补水；水压 0.1 至 0.4 MPa，硬水地区加装软水器。',
    drain: 'DN40 排水并接溢流，排至地漏或明沟，不得直接接入污水立管。',
    gas: '燃气机型 DN20 接口，按订货气源调试；外接蒸汽机型接 0.1 至 0.2 MPa 蒸汽，DN25 接口。',
    exhaust: '开门时蒸汽集中冒出：柜体上方宜设排气罩，避免冷凝水滴落在吊顶。',
    clearanceMm: { back: 100, side: 150, top: 300 },
    clearanceNote: '侧面留出手轮门的开启与检修空间；顶部为排汽口。',
    notes: [
      '电加热机型多为 380 V 三相五线，每台单独设带漏电保护的断路器。',
      '燃气机型由具备资质的单位接驳，配熄火保护与燃气泄漏报警。',
      '地面做防水与排水坡度，蒸盘车进出处不留门槛。',
    ],
  },
  shangyongjingshuiji: {
    water: '接市政自来水 DN15（吨级机型 DN25），进水压力 0.1 至 0.4 MPa，水温 5 至 38 ℃。',
    drain: '浓水与冲洗水经 DN25 排水接至地漏，排水口低于机器底部。',
    exhaust: '无需排风；开水机型远离烟感与吊顶，留出散热空间。',
    clearanceMm: { back: 100, side: 300, top: 200 },
    clearanceNote: '一侧留 300 mm 更换滤芯；吨级机型正面另留出拆卸膜壳的长度。',
    notes: [
      '进水口前加装球阀与压力表；水压高于 0.4 MPa 时加减压阀。',
      '插座设于机器上方干区，带漏电保护；开水机型按额定功率单独配线。',
      '首次开机冲洗 30 分钟后再饮用，并记录进出水 TDS 值。',
    ],
  },
};
