// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteIndex } from './load-index';
import { groupResults, tokenize, type SearchIndex } from './search-index';

let index: SearchIndex;
beforeAll(async () => {
  index = await loadSiteIndex();
});
const siteIndex = () => index;

const titles = (query: string) =>
  siteIndex()
    .search(query)
    .map((r) => r.title);

describe('tokenize', () => {
  it('splits Chinese into bigrams and keeps latin words', () => {
    expect(tokenize('食品留样柜 CC-LG-LY2')).toEqual([
      '食品',
      '品留',
      '留样',
      '样柜',
      'cc',
      'lg',
      'ly2',
    ]);
    expect(tokenize('柜')).toEqual(['柜']);
  });
});

describe('site search', () => {
  it('puts the exact model number first, in any case', () => {
    expect(titles('CC-LG-4D')[0]).toBe('CC-LG-4D 四门双温冰箱');
    expect(titles('cc-lg-4d')[0]).toBe('CC-LG-4D 四门双温冰箱');
  });

  it('matches part of a model number, with or without dashes', () => {
    expect(titles('lg-4d')[0]).toBe('CC-LG-4D 四门双温冰箱');
    expect(titles('LG4D')[0]).toBe('CC-LG-4D 四门双温冰箱');
    const zf = titles('zf-24');
    expect(zf.slice(0, 3).every((t) => t.startsWith('CC-ZF-24'))).toBe(true);
    expect(zf[3]?.startsWith('CC-ZF-24') ?? false).toBe(false);
  });

  it('finds Chinese words inside text', () => {
    expect(titles('留样')).toContain('CC-LG-LY2 食品留样柜');
    const school = siteIndex()
      .search('学校')
      .filter((r) => r.group === '案例');
    expect(school.length).toBeGreaterThanOrEqual(3);
    expect(titles('蒸饭').some((t) => t.startsWith('CC-ZF-'))).toBe(true);
  });

  it('groups results under 产品, 案例, 页面, the group with the best match first', () => {
    const groupsOf = (query: string) => groupResults(siteIndex().search(query)).map((g) => g.group);
    // Products mention hospitals and hotels among their uses; the cases are about them.
    expect(groupsOf('医院')).toEqual(['案例', '产品']);
    expect(groupsOf('酒店')[0]).toBe('案例');
    expect(groupsOf('CC-LG-4D')[0]).toBe('产品');
    expect(groupsOf('冷柜')).toEqual(['产品']);
    expect(groupResults(siteIndex().search('发展历程'))[0]?.items[0]?.href).toBe('/progress');
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(siteIndex().search('量子火箭')).toEqual([]);
    expect(siteIndex().search('   ')).toEqual([]);
    expect(siteIndex().search('zzzz')).toEqual([]);
  });
});
