// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { radicalIdeographs, unifyCMap } from './unified-ideographs';

// 用 as KANGXI RADICAL USE, 门 as CJK RADICAL C-SIMPLIFIED GATE: what Chromium writes for
// Noto Sans CJK's shared glyphs.
const RADICALS = new Map([
  [0x2f64, 0x7528],
  [0x2ec6, 0x95e8],
]);
const cmap = (blocks: string) =>
  `begincmap\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n${blocks}endcmap\nend`;

describe('unifyCMap', () => {
  it('maps radicals in bfchar and bfrange entries to their ideographs', () => {
    const fixed = unifyCMap(
      cmap(
        '2 beginbfchar\n<01> <2F64>\n<02> <51B7>\nendbfchar\n' +
          '2 beginbfrange\n<03> <04> <2EC6>\n<05> <06> [<0041> <2F64>]\nendbfrange\n',
      ),
      RADICALS,
    );
    expect(fixed).toBe(
      cmap(
        '6 beginbfchar\n<01> <7528>\n<02> <51B7>\n<03> <95E8>\n<04> <2EC7>\n<05> <0041>\n<06> <7528>\nendbfchar\n',
      ),
    );
  });

  it('leaves a CMap without radicals alone', () => {
    expect(unifyCMap(cmap('1 beginbfchar\n<01> <51B7>\nendbfchar\n'), RADICALS)).toBeNull();
  });

  it("reads Unicode's table kept beside the script: no Debian package needed", () => {
    const table = radicalIdeographs();
    expect(table.get(0x2f64)).toBe(0x7528);
    expect(table.size).toBeGreaterThan(300);
  });
});
