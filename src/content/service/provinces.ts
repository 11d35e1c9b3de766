/**
 * The tile map of /service (服务网点): each of the 34 provincial-level divisions as one equal square
 * at an approximate place on a grid, west to east (`col`) and north to south (`row`). No outline of
 * the country is drawn: a map of China with borders published in China needs an approved map with
 * its 审图号, which a tile grid avoids.
 */
export const PROVINCE_TILES = [
  { name: '黑龙江', col: 6, row: 0 },
  { name: '内蒙古', col: 3, row: 1 },
  { name: '北京', col: 4, row: 1 },
  { name: '辽宁', col: 5, row: 1 },
  { name: '吉林', col: 6, row: 1 },
  { name: '新疆', col: 0, row: 2 },
  { name: '甘肃', col: 1, row: 2 },
  { name: '宁夏', col: 2, row: 2 },
  { name: '山西', col: 3, row: 2 },
  { name: '河北', col: 4, row: 2 },
  { name: '天津', col: 5, row: 2 },
  { name: '青海', col: 1, row: 3 },
  { name: '陕西', col: 2, row: 3 },
  { name: '河南', col: 3, row: 3 },
  { name: '山东', col: 4, row: 3 },
  { name: '西藏', col: 0, row: 4 },
  { name: '四川', col: 1, row: 4 },
  { name: '重庆', col: 2, row: 4 },
  { name: '湖北', col: 3, row: 4 },
  { name: '安徽', col: 4, row: 4 },
  { name: '江苏', col: 5, row: 4 },
  { name: '上海', col: 6, row: 4 },
  { name: '云南', col: 1, row: 5 },
  { name: '贵州', col: 2, row: 5 },
  { name: '湖南', col: 3, row: 5 },
  { name: '江西', col: 4, row: 5 },
  { name: '浙江', col: 5, row: 5 },
  { name: '广西', col: 2, row: 6 },
  { name: '广东', col: 3, row: 6 },
  { name: '福建', col: 4, row: 6 },
  { name: '台湾', col: 5, row: 6 },
  { name: '海南', col: 2, row: 7 },
  { name: '澳门', col: 3, row: 7 },
  { name: '香港', col: 4, row: 7 },
] as const;

export type ProvinceName = (typeof PROVINCE_TILES)[number]['name'];

/** The grid's size in tiles. */
export const TILE_GRID = {
  cols: Math.max(...PROVINCE_TILES.map((tile) => tile.col)) + 1,
  rows: Math.max(...PROVINCE_TILES.map((tile) => tile.row)) + 1,
};
