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
  /** 总装线: units of three series on the plate conveyor. */
  assembly: {
    models: ['CC-ZF-12E', 'CC-LG-4D', 'CC-ZT-2C'],
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
    '澄川生产基地鸟瞰效果图：锯齿屋顶的钣金车间、蓝色玻璃办公楼与屋顶铺着光伏板的总装车间，门前道路上停着两辆货车',
  ),
  laser: sceneArt(
    'laser',
    '激光切割效果图：蓝色龙门横跨格栅床身，切割头在不锈钢板上切出零件轮廓，切割点火花飞溅，右侧是带屏幕的控制柜',
  ),
  'press-brake': sceneArt(
    'press-brake',
    '数控折弯效果图：蓝色机身的折弯机上模压入下模，一块不锈钢板正在折弯，左侧托盘上叠放着折好的型材',
  ),
  welding: sceneArt(
    'welding',
    '机器人焊接效果图：橙色六轴机器人手持焊枪焊接变位机上的不锈钢柜体，焊点闪着弧光，右侧是焊接电源',
  ),
  foaming: sceneArt(
    'foaming',
    '聚氨酯发泡效果图：蓝色与黄色料罐的高压发泡机经两根料管向压机中夹紧的冷柜箱体注料',
  ),
  assembly: sceneArt(
    'assembly',
    '总装线效果图：蒸饭柜、四门冰箱与双头炒灶在板链输送线上依次总装，上方是照明灯带与工具平衡器',
  ),
} satisfies Record<SceneName, Illustration>;
