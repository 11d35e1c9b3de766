// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { SERIES } from '@/config/series';
import { aboutFigures } from '../about';
import { serviceOffices } from '../contact';
import { teamworkFigures } from '../teamwork';
import { SERIES_FAULTS } from './faults';
import {
  HOME_PROVINCE,
  SERVICE_PROVINCES,
  SERVICE_REGIONS,
  pointsOf,
  type ServicePoint,
} from './points';
import { PROVINCE_TILES, TILE_GRID } from './provinces';
import { SERIES_WARRANTY } from './warranty';

const names = PROVINCE_TILES.map((tile) => tile.name);
const allPoints: ServicePoint[] = SERVICE_PROVINCES.flatMap((p) => p.points);
const OUTSIDE_MAINLAND = ['台湾', '香港', '澳门'];

describe('the province tile grid', () => {
  it('has the 34 provincial-level divisions, each name once', () => {
    expect(PROVINCE_TILES).toHaveLength(34);
    expect(new Set(names).size).toBe(34);
    for (const name of [...OUTSIDE_MAINLAND, '内蒙古', '黑龙江', '新疆', '西藏', '海南'])
      expect(names).toContain(name);
  });

  it('gives every tile a place of its own inside the grid', () => {
    const places = PROVINCE_TILES.map((tile) => `${tile.col},${tile.row}`);
    expect(new Set(places).size).toBe(PROVINCE_TILES.length);
    for (const { col, row } of PROVINCE_TILES) {
      expect(col).toBeGreaterThanOrEqual(0);
      expect(row).toBeGreaterThanOrEqual(0);
      expect(col).toBeLessThan(TILE_GRID.cols);
      expect(row).toBeLessThan(TILE_GRID.rows);
    }
  });

  it('keeps a few neighbours where a reader expects them', () => {
    const at = (name: string) => PROVINCE_TILES.find((tile) => tile.name === name)!;
    expect(at('黑龙江').row).toBeLessThan(at('吉林').row);
    expect(at('新疆').col).toBeLessThan(at('甘肃').col);
    expect(at('上海').col).toBeGreaterThan(at('江苏').col);
    expect(at('海南').row).toBeGreaterThan(at('广东').row);
    expect(at('香港').col).toBeGreaterThan(at('澳门').col);
  });
});

describe('the service points', () => {
  it('name each province once, and only provinces of the grid', () => {
    const provinces = SERVICE_PROVINCES.map((p) => p.province);
    expect(new Set(provinces).size).toBe(provinces.length);
    for (const province of provinces) expect(names).toContain(province);
    for (const { points } of SERVICE_PROVINCES) expect(points.length).toBeGreaterThan(0);
  });

  it('cover as many provinces as the site says it has 省级服务网点 (/about, /teamwork)', () => {
    for (const figures of [aboutFigures, teamworkFigures]) {
      const stated = figures.find((figure) => figure.label === '省级服务网点');
      expect(stated?.value).toBe(String(SERVICE_PROVINCES.length));
    }
  });

  it('give each province one main point: its provincial point or a regional centre', () => {
    for (const { province, points } of SERVICE_PROVINCES) {
      const main = points.filter((p) => p.kind === 'provincial' || p.kind === 'regional');
      expect(main, province).toHaveLength(1);
      expect(points[0], province).toBe(main[0]);
    }
  });

  it('have the most points in the home province, the plant among them', () => {
    expect(company.address.startsWith(HOME_PROVINCE)).toBe(true);
    const home = pointsOf(HOME_PROVINCE).length;
    for (const { province, points } of SERVICE_PROVINCES)
      if (province !== HOME_PROVINCE) expect(points.length, province).toBeLessThan(home);
    expect(pointsOf(HOME_PROVINCE).some((p) => p.address === company.address)).toBe(true);
  });

  it('list the regional centres of /contact, in its order, with its addresses and phones', () => {
    expect(SERVICE_REGIONS.map((r) => r.office)).toEqual(serviceOffices);
    for (const { office, provinces } of SERVICE_REGIONS) {
      const centres = provinces.flatMap((p) => p.points).filter((p) => p.kind === 'regional');
      expect(centres).toEqual([
        { city: office.city, address: office.address, phone: office.phone, kind: 'regional' },
      ]);
    }
  });

  it('put every mainland province in the region whose coverage /contact names, once', () => {
    const covered = SERVICE_REGIONS.flatMap(({ office, provinces, remote }) => {
      const coverage = office.coverage.replace('东北三省', '辽宁、吉林、黑龙江');
      const listed = [...provinces.map((p) => p.province), ...remote];
      for (const province of listed) expect(coverage, office.region).toContain(province);
      return listed;
    });
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered].sort()).toEqual(names.filter((n) => !OUTSIDE_MAINLAND.includes(n)).sort());
  });

  it('have a city, an address in that city and a sample phone number of their own', () => {
    const centrePhones = new Set(serviceOffices.map((office) => office.phone));
    for (const point of allPoints) {
      expect(point.address, point.city).toContain(point.city);
      // New numbers follow the site file's sample style (138-0000-1234): 0000 in the middle.
      if (!centrePhones.has(point.phone)) expect(point.phone).toMatch(/^0\d{2,3}-0000-\d{4}$/);
    }
    const phones = allPoints.map((p) => p.phone);
    expect(new Set(phones).size).toBe(phones.length);
  });
});

describe('warranty and faults', () => {
  it('cover every series, with two or three faults each', () => {
    for (const { ctype } of SERIES) {
      expect(SERIES_WARRANTY[ctype].coreParts.length).toBeGreaterThan(1);
      expect(SERIES_FAULTS[ctype].length).toBeGreaterThanOrEqual(2);
      expect(SERIES_FAULTS[ctype].length).toBeLessThanOrEqual(3);
    }
  });
});
