import { shangyongjingshuijiModels as models } from '../catalogue/shangyongjingshuiji';
import { span, spanText } from './ranges';
import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

const output = span(models, (m) => m.outputLph);

export const shangyongjingshuiji = defineSeries({
  ...seriesSummaries.shangyongjingshuiji,
  intro: [
    '澄川商用净水机采用 PP 棉、活性炭、超滤或反渗透膜与后置活性炭多级过滤，有效去除自来水中的泥沙、余氯、重金属与细菌，RO 机型出水可直接饮用，也可供给蒸饭柜、开水器与饮品制作。',
    `系列包括超滤厨房净水器、台下式与立式 RO 净水机、温开水一体直饮机与吨级中央净水设备，净水产量从 ${output.min} L/h 到 ${output.max} L/h，单台供约 ${spanText(models, (m) => m.servesPeople)} 人饮用，可满足一间门店到一座园区食堂的用水需求。`,
    '机器实时显示进出水 TDS 值，自动冲洗反渗透膜，滤芯到期自动提醒；开水机型采用步进式加热，只出一次烧开的开水，杜绝反复烧煮的“千滚水”。',
  ],
  features: [
    {
      title: '多级过滤',
      text: `${spanText(models, (m) => m.stages)} 级过滤，RO 机型核心为反渗透膜，过滤精度 0.0001 μm。`,
    },
    { title: 'TDS 实时监测', text: '进出水水质数值实时显示，水质异常自动停机并提示。' },
    { title: '自动冲洗', text: '开机、制水定时冲洗膜表面，延缓结垢，膜寿命延长约 30%。' },
    {
      title: '滤芯寿命提醒',
      text: '按制水量与时间双重计算滤芯寿命，到期提醒更换，服务工程师同步收到工单。',
    },
    { title: '步进式开水', text: '开水机型冷水逐级加热至沸腾后出水，开水、温水分路供应。' },
  ],
  specNote: '产水量为 25 ℃ 进水温度下的额定值，水温与进水压力会影响实际产水量。',
  uses: [
    {
      sectors: ['school'],
      models: ['CC-JS-KW60', 'CC-JS-KW90'],
      title: '学校教学楼',
      text: '教学楼每层配温开水直饮机，学生课间即取即饮。',
    },
    {
      sectors: ['hospital'],
      title: '医院',
      text: '病区开水间与营养厨房分路供水，烹饪与饮用水质一致。',
    },
    {
      sectors: ['enterprise'],
      models: ['CC-JS-1T', 'CC-JS-2T'],
      title: '企业园区',
      text: '中央净水设备统一制水，管网输送至食堂与各车间饮水点。',
    },
    {
      sectors: ['school', 'enterprise'],
      models: ['CC-JS-800', 'CC-JS-1T', 'CC-JS-2T'],
      title: '学校与园区食堂',
      text: '食堂后厨集中制水，供给蒸饭柜、汤锅与饮品用水，水质稳定、设备少结垢。',
    },
    {
      sectors: ['enterprise', 'hotel'],
      models: ['CC-JS-UF2', 'CC-JS-400', 'CC-JS-KW60', 'CC-JS-KW90'],
      title: '后厨与办公区',
      text: '台下或靠墙安装，烹饪与饮用分路出水，省去桶装水搬运。',
    },
    {
      sectors: ['chain'],
      title: '连锁餐饮与茶饮',
      text: '稳定的水质让每家门店的汤底、茶饮味道保持一致。',
    },
  ],
});
