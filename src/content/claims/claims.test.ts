// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { certificateRecords } from './certificates';
import { chineseNumber, facts, plantAreaText, rdSharePhrase, yearsText } from './facts';
import { figures } from './figures';
import { patentCounts, patentFigures, patents } from './patents';
import {
  hotlineLine,
  leadTimeFigure,
  leadTimePhrase,
  officeHours,
  replyWithin,
  servicePhrase,
  warrantyPeriods,
  warrantyPhrase,
  wearPartsWithin,
} from './service';

/**
 * One story: each company claim is typed once, in src/content/claims/ (deployment facts in
 * src/config/company.ts), and every page reads it there. This test reads every source file of
 * src/ and fails when a claim's wording or figure is typed anywhere else: a second copy is how
 * /teamwork came to promise 25 days while /product promised 15.
 */

const SRC = join(__dirname, '../..');
const HOME = relative(SRC, __dirname);
const OWNERS = new Set([
  `${HOME}/facts.ts`,
  `${HOME}/figures.ts`,
  `${HOME}/service.ts`,
  `${HOME}/patents.ts`,
  `${HOME}/certificates.ts`,
  'config/company.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'mocks'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({
  file: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const n = (value: number) => `(?<!\\d)${value}(?!\\d)`;
const S = '[\\s\\u00a0]*';

/** A claim, how a copy of it reads, and a text of the claims that such a copy would repeat. */
interface Detector {
  claim: string;
  copy: RegExp;
  sample: string;
}

const labelCopy = (label: string) => new RegExp(`label:${S}['"\`]${escape(label)}['"\`]`);
const claimFigures = [
  ...Object.values(figures),
  ...patentFigures,
  leadTimeFigure,
  ...warrantyPeriods,
];

const DETECTORS: Detector[] = [
  { claim: 'founding year', copy: new RegExp(n(facts.founded)), sample: String(company.founded) },
  {
    claim: 'years in business',
    copy: new RegExp(
      `近?${chineseNumber(facts.asOf - facts.founded)}周?年|${n(facts.asOf - facts.founded)}${S}年`,
    ),
    sample: yearsText,
  },
  {
    claim: 'plant area',
    copy: new RegExp(`${n(facts.plantAreaM2)}|5\\.2${S}万${S}(㎡|平方米)`),
    sample: plantAreaText,
  },
  {
    claim: 'first workshop',
    // A case's kitchen may be as large: the workshop is the one 钣金车间 or 厂房 of that size.
    copy: new RegExp(`${n(facts.firstWorkshopM2)}${S}(㎡|平方米)${S}的?(钣金)?(车间|厂房)`),
    sample: `${facts.firstWorkshopM2} ㎡ 的钣金车间`,
  },
  {
    claim: 'plant phase one',
    copy: new RegExp(`${n(facts.plantPhaseOneM2)}${S}(㎡|平方米)${S}的?(厂房|基地)`),
    sample: `${facts.plantPhaseOneM2} ㎡ 厂房`,
  },
  {
    claim: 'production staff',
    copy: new RegExp(`${n(facts.productionStaff)}${S}(名|人)`),
    sample: `${facts.productionStaff} 人`,
  },
  {
    claim: 'R&D staff',
    copy: new RegExp(`${n(facts.rdStaff)}${S}(名|人)`),
    sample: `${facts.rdStaff} 人`,
  },
  {
    claim: 'customers',
    copy: new RegExp(`${n(facts.customers)}${S}(\\+|多|余|家)|超过${S}${facts.customers}`),
    sample: `${facts.customers} 多家`,
  },
  {
    claim: 'patents',
    copy: new RegExp(`${n(patentCounts.total)}${S}项`),
    sample: `${patentCounts.total} 项`,
  },
  {
    claim: 'service points',
    copy: new RegExp(`${n(facts.servicePoints)}${S}个${S}省`),
    sample: `${facts.servicePoints} 个省级服务网点`,
  },
  {
    claim: 'models',
    copy: new RegExp(`${n(facts.models)}${S}(个|款)`),
    sample: `${facts.models} 个标准型号`,
  },
  {
    claim: 'labs',
    copy: new RegExp(`(${chineseNumber(facts.labs)}|${n(facts.labs)})${S}(个|大)${S}(专业)?实验室`),
    sample: `${chineseNumber(facts.labs)}大实验室`,
  },
  {
    claim: 'R&D share',
    copy: new RegExp(`收入的${S}${n(facts.rdSharePct)}${S}%|'%\\+'`),
    sample: rdSharePhrase,
  },
  {
    claim: 'assembly lines',
    copy: new RegExp(
      `(${chineseNumber(facts.assemblyLines)}|${n(facts.assemblyLines)})${S}条[^'\`，。]{0,4}总装线`,
    ),
    sample: `${facts.assemblyLines} 条柔性总装线`,
  },
  {
    claim: 'welding robots',
    copy: new RegExp(
      `(${chineseNumber(facts.weldingRobots)}|${n(facts.weldingRobots)})${S}(台|套)[^'\`，。]{0,4}焊接机器人`,
    ),
    sample: `${facts.weldingRobots} 台焊接机器人`,
  },
  {
    claim: 'lead time',
    copy: /\d+[\s\u00a0]*个?(工作日|天)[^'`"。；]{0,6}(交付|交货|发货)|交期/,
    sample: leadTimePhrase,
  },
  {
    claim: 'service promise',
    copy: /\d+[\s\u00a0]*小时[^'`"。；，、]{0,4}(响应|到场|上门|回电)|\d+[\s\u00a0]*小时内由属地/,
    sample: servicePhrase,
  },
  {
    claim: 'warranty',
    copy: /质保[\s\u00a0]*\d+[\s\u00a0]*年|\d+[\s\u00a0]*年[\s\u00a0]*质保/,
    sample: warrantyPhrase,
  },
  {
    claim: 'wear parts warranty',
    copy: /\d+[\s\u00a0]*个月内免费更换|易损件[^'`"]{0,4}\d+[\s\u00a0]*个月/,
    sample: `${wearPartsWithin}免费更换`,
  },
  {
    claim: 'reply time',
    copy: /\d+[\s\u00a0]*个工作日内[^'`"。；，]{0,8}(联系|回电|回复)/,
    sample: `${replyWithin}联系您`,
  },
  { claim: 'hotline', copy: new RegExp(escape(company.hotline)), sample: hotlineLine },
  { claim: 'office hours', copy: /8:30[\s\u00a0]*[–-][\s\u00a0]*1\d:\d\d/, sample: officeHours },
  { claim: 'patent titles', copy: /['"`]一种[^'"`]{4,}/, sample: `'${patents[0]!.title}'` },
  { claim: 'patent numbers', copy: /ZL[\s\u00a0]?\d{4}[\s\u00a0]?\d/, sample: patents[0]!.code },
  {
    claim: 'certificate numbers',
    copy: /CCKE-[A-Z0-9]|GR20\d\d\d/,
    sample: certificateRecords[0]!.code,
  },
  {
    claim: 'management systems',
    copy: /['"`]ISO[\s\u00a0]\d+[\s\u00a0][^'"`]{2,8}管理体系['"`]/,
    sample: `'${certificateRecords[0]!.title.replace(/认证$/, '')}'`,
  },
  ...claimFigures.map((figure) => ({
    claim: `figure ${figure.label}`,
    copy: labelCopy(figure.label),
    sample: `{ value: '${figure.value}', unit: '${figure.unit ?? ''}', label: '${figure.label}' }`,
  })),
];

describe('one story: every claim typed once', () => {
  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.map((f) => f.file)).toContain(`${HOME}/facts.ts`);
  });

  it.each(DETECTORS.map((d) => [d.claim, d] as const))('catches a copy of the %s', (_c, d) => {
    // What a second copy would say: the claim's own wording, pasted elsewhere, is found.
    expect(d.sample).toMatch(d.copy);
  });

  it.each(DETECTORS.map((d) => [d.claim, d] as const))(
    'finds the %s nowhere else in src/',
    (_c, { copy }) => {
      const copies = files
        .filter(({ file }) => !OWNERS.has(file))
        .filter(({ text }) => copy.test(text))
        .map(({ file, text }) => `${file}: ${text.match(copy)![0]}`);
      expect(copies, 'state it from src/content/claims/ instead').toEqual([]);
    },
  );
});
