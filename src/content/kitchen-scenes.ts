import { canteenScene, sceneArt } from './canteen-scene';
import type { Illustration } from './types';

/** The models of each scene, left to right, and its setting (rendered by scripts/renders/render.ts). */
export const SCENE_MODELS = {
  /** 学校食堂出餐线: storage, rice, serving, clean-up. */
  canteen: {
    models: ['CC-LG-6D', 'CC-ZF-24E', 'CC-BWT-8G', 'CC-XD-2R'],
    hood: false,
    room: 'kitchen',
  },
  /** 产品系列 banner: one model of six series side by side (the fume unit goes on the roof). */
  lineup: {
    models: ['CC-LG-4D', 'CC-ZF-12E', 'CC-ZT-1C', 'CC-BWT-4Y', 'CC-XD-2M', 'CC-JS-KW60'],
    hood: true,
    room: 'kitchen',
  },
  /** 老化测试区 of the factory: finished units on test, each with a green tower lamp. */
  factory: {
    models: ['CC-LG-4D', 'CC-ZF-24E', 'CC-XD-2M', 'CC-LG-4F'],
    hood: false,
    room: 'factory',
  },
  /** 生产基地: the plant from above the road, as an architect's model. */
  campus: { models: [], hood: false, room: 'outdoor', machine: 'campus' },
  /** The factory's other steps: one production machine each, in the same bay. */
  laser: { models: [], hood: false, room: 'factory', machine: 'laser' },
  'press-brake': { models: [], hood: false, room: 'factory', machine: 'press-brake' },
  welding: { models: [], hood: false, room: 'factory', machine: 'welding' },
  foaming: { models: [], hood: false, room: 'factory', machine: 'foaming' },
  /** 总装线: a four-door fridge at three stages on the roller conveyor (the last one finished). */
  assembly: {
    models: ['CC-LG-4D'],
    hood: false,
    room: 'factory',
    machine: 'assembly',
  },
} as const;

export type SceneName = keyof typeof SCENE_MODELS;

/** Scenes built from catalogue models at their true sizes (src/features/product-3d/build-scene.ts). */
export const kitchenScenes = {
  canteen: canteenScene,
  lineup: sceneArt(
    'lineup',
    '澄川产品系列效果图：四门冰箱、蒸饭柜、炒灶、保温售饭台、消毒柜与温开水直饮机沿白色瓷砖墙排成一线，炒灶上方是排烟罩',
  ),
  factory: sceneArt(
    'factory',
    '老化测试区效果图：四门冰箱、蒸饭柜、消毒柜与四门冷冻柜接电老化，每台设备上方的指示灯亮绿灯表示通过',
  ),
  campus: sceneArt(
    'campus',
    '澄川生产基地鸟瞰效果图：灰色金属锯齿屋顶的钣金车间、深色玻璃幕墙办公楼与屋顶铺着光伏板的总装车间，门前道路上停着两辆货车',
  ),
  laser: sceneArt(
    'laser',
    '激光切割效果图：全封闭光纤激光切割机，透过茶色安全玻璃可见龙门与切割头，端部交换工作台的格栅上是切好零件的不锈钢板，前方是带屏幕的操作台，后侧是冷水机与除尘器',
  ),
  'press-brake': sceneArt(
    'press-brake',
    '数控折弯效果图：C 形侧板的数控折弯机，顶部两只液压油缸，上模对准下模，后挡料在模具后方，两侧安全光幕，前方脚踏开关与悬臂数控面板，左侧托盘上叠放着折好的不锈钢型材',
  ),
  welding: sceneArt(
    'welding',
    '机器人焊接效果图：网板安全围栏内，六轴焊接机器人经管线包带着焊枪焊接双工位变位机上的不锈钢柜体，焊点闪着弧光，上方是烟尘净化臂，围栏外是焊接电源与焊丝桶',
  ),
  foaming: sceneArt(
    'foaming',
    '聚氨酯发泡效果图：高压发泡机的两只不锈钢料罐经悬臂料管把混合枪送到发泡夹具，夹具的铝模板夹紧不锈钢柜体外壳，右侧是模温机和托盘上发泡完成的箱体',
  ),
  assembly: sceneArt(
    'assembly',
    '总装线效果图：滚筒输送线上三台四门冰箱处在不同装配阶段——焊好的框架、装好侧板与压缩机的箱体、完工整机，上方铝型材框架挂着 LED 灯与工具平衡器，后侧是工作台，右侧推车上放着门板',
  ),
} satisfies Record<SceneName, Illustration>;
