import { company } from '@/config/company';
import { serviceOffices, type ServiceOffice } from '../contact';
import { PROVINCE_TILES, type ProvinceName } from './provinces';

/** What a service point is: the plant's own, a regional centre (/contact), a province's, a city's. */
export type PointKind = 'headquarters' | 'regional' | 'provincial' | 'city';

export const POINT_KIND_LABEL: Record<PointKind, string> = {
  headquarters: '总部服务中心',
  regional: '区域服务中心',
  provincial: '省级服务网点',
  city: '服务网点',
};

export interface ServicePoint {
  city: string;
  address: string;
  /** Sample numbers, `0000` in the middle like the site file's (src/config/site.ts). */
  phone: string;
  kind: PointKind;
}

export interface ProvincePoints {
  province: ProvinceName;
  points: ServicePoint[];
}

/** A regional service centre of /contact and the provinces it dispatches engineers to. */
export interface ServiceRegion {
  office: ServiceOffice;
  provinces: ProvincePoints[];
  /** Provinces of its coverage without a point of their own: its engineers travel there. */
  remote: ProvinceName[];
}

const officeIn = (city: string): ServiceOffice => {
  const office = serviceOffices.find((o) => o.city === city);
  if (!office) throw new Error(`no regional service centre in ${city} (src/content/contact.ts)`);
  return office;
};

const pointOf =
  (kind: PointKind) =>
  (city: string, address: string, phone: string): ServicePoint => ({ city, address, phone, kind });
const provincial = pointOf('provincial');
const local = pointOf('city');
/** A regional centre is its province's point too: its address and phone as /contact lists them. */
const centre = (city: string) => {
  const office = officeIn(city);
  return pointOf('regional')(office.city, office.address, office.phone);
};

const at = (province: ProvinceName, ...points: ServicePoint[]): ProvincePoints => ({
  province,
  points,
});
const region = (city: string, provinces: ProvincePoints[], remote: ProvinceName[] = []) => ({
  office: officeIn(city),
  provinces,
  remote,
});

/** The service network by regional centre, in /contact's order; each province's main point first. */
export const SERVICE_REGIONS: ServiceRegion[] = [
  region('广州', [
    at(
      '广东',
      centre('广州'),
      { city: '佛山', address: company.address, phone: '0757-0000-2810', kind: 'headquarters' },
      local('深圳', '深圳市宝安区福永街道凤凰路 28 号 3 栋 2 楼', '0755-0000-3126'),
      local('东莞', '东莞市南城区鸿福路 106 号 1 层', '0769-0000-2233'),
      local('汕头', '汕头市龙湖区珠津工业区 5 栋 1 楼', '0754-0000-1870'),
      local('湛江', '湛江市赤坎区海田路 32 号', '0759-0000-1552'),
    ),
    at(
      '广西',
      provincial('南宁', '南宁市西乡塘区科园大道 68 号 2 号楼', '0771-0000-2136'),
      local('柳州', '柳州市柳南区航岭路 16 号', '0772-0000-1518'),
    ),
    at(
      '海南',
      provincial('海口', '海口市龙华区滨海大道 105 号 6 楼', '0898-0000-2560'),
      local('三亚', '三亚市吉阳区迎宾路 339 号', '0898-0000-3172'),
    ),
    at(
      '福建',
      provincial('福州', '福州市仓山区浦上大道 208 号 1 层', '0591-0000-2032'),
      local('厦门', '厦门市湖里区枋湖北二路 1169 号', '0592-0000-1716'),
    ),
  ]),
  region('上海', [
    at(
      '上海',
      centre('上海'),
      local('上海', '上海市浦东新区川沙路 3988 号 1 号楼', '021-0000-3650'),
    ),
    at(
      '江苏',
      provincial('南京', '南京市江宁区天元东路 396 号 3 栋', '025-0000-2716'),
      local('苏州', '苏州市吴中区吴中大道 1288 号 2 楼', '0512-0000-2380'),
      local('徐州', '徐州市云龙区和平路 57 号', '0516-0000-1490'),
    ),
    at(
      '浙江',
      provincial('杭州', '杭州市余杭区文一西路 1500 号 5 幢', '0571-0000-2590'),
      local('宁波', '宁波市鄞州区天童南路 555 号', '0574-0000-2145'),
      local('温州', '温州市瓯海区温州大道 880 号', '0577-0000-1368'),
    ),
    at('安徽', provincial('合肥', '合肥市蜀山区长江西路 689 号 1 层', '0551-0000-2470')),
    at(
      '山东',
      provincial('济南', '济南市历城区工业北路 155 号 2 号厂房', '0531-0000-2290'),
      local('青岛', '青岛市城阳区长城路 89 号', '0532-0000-2815'),
      local('潍坊', '潍坊市奎文区东风东街 5051 号', '0536-0000-1342'),
    ),
  ]),
  region('北京', [
    at(
      '北京',
      centre('北京'),
      local('北京', '北京市海淀区西三旗建材城中路 12 号 2 层', '010-0000-3380'),
    ),
    at('天津', provincial('天津', '天津市西青区海泰发展六道 6 号 1 层', '022-0000-2618')),
    at(
      '河北',
      provincial('石家庄', '石家庄市长安区建华北大街 219 号', '0311-0000-1935'),
      local('唐山', '唐山市路北区建设北路 88 号', '0315-0000-1422'),
    ),
    at('山西', provincial('太原', '太原市小店区长治路 306 号 3 层', '0351-0000-1760')),
    at('内蒙古', provincial('呼和浩特', '呼和浩特市赛罕区昭乌达路 77 号', '0471-0000-1288')),
    at(
      '辽宁',
      provincial('沈阳', '沈阳市铁西区北二中路 19 号', '024-0000-2350'),
      local('大连', '大连市甘井子区中华西路 118 号', '0411-0000-1975'),
    ),
    at('吉林', provincial('长春', '长春市朝阳区硅谷大街 1666 号 1 层', '0431-0000-1560')),
    at('黑龙江', provincial('哈尔滨', '哈尔滨市南岗区学府路 268 号', '0451-0000-1830')),
  ]),
  region('武汉', [
    at('湖北', centre('武汉'), local('宜昌', '宜昌市西陵区东山大道 95 号', '0717-0000-1395')),
    at(
      '湖南',
      provincial('长沙', '长沙市雨花区劳动东路 139 号 2 楼', '0731-0000-2208'),
      local('衡阳', '衡阳市蒸湘区解放大道 36 号', '0734-0000-1275'),
    ),
    at(
      '河南',
      provincial('郑州', '郑州市管城回族区航海东路 1356 号', '0371-0000-2655'),
      local('洛阳', '洛阳市洛龙区开元大道 218 号', '0379-0000-1486'),
    ),
    at('江西', provincial('南昌', '南昌市青山湖区高新大道 699 号', '0791-0000-1650')),
  ]),
  region(
    '成都',
    [
      at('四川', centre('成都'), local('绵阳', '绵阳市涪城区临园路东段 66 号', '0816-0000-1238')),
      at('重庆', provincial('重庆', '重庆市渝北区金开大道 68 号 4 栋 1 层', '023-0000-2468')),
      at('云南', provincial('昆明', '昆明市官渡区春城路 219 号', '0871-0000-1963')),
      at('贵州', provincial('贵阳', '贵阳市观山湖区长岭北路 55 号', '0851-0000-1726')),
    ],
    ['西藏'],
  ),
  region(
    '西安',
    [
      at('陕西', centre('西安')),
      at('甘肃', provincial('兰州', '兰州市城关区东岗西路 638 号', '0931-0000-1572')),
      at('新疆', provincial('乌鲁木齐', '乌鲁木齐市新市区北京南路 358 号', '0991-0000-1644')),
    ],
    ['宁夏', '青海'],
  ),
];

/** Every province with service points. */
export const SERVICE_PROVINCES: ProvincePoints[] = SERVICE_REGIONS.flatMap((r) => r.provinces);

/** The province of the company's address (BRAND.md): the map opens on it. */
export const HOME_PROVINCE: ProvinceName = (() => {
  const home = PROVINCE_TILES.find((tile) => company.address.startsWith(tile.name));
  if (!home) throw new Error('the company address names no province of the tile map');
  return home.name;
})();

/** A province's points (none for a province without a service point). */
export const pointsOf = (province: ProvinceName): ServicePoint[] =>
  SERVICE_PROVINCES.find((p) => p.province === province)?.points ?? [];
