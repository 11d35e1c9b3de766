import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { seriesName } from '@/config/series';
import { ProductImage } from '@/components/ui/product-image';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { addToInquiry } from '@/features/inquiry/inquiry-list';
import { PLACE_TYPES, recommend, type PlaceType } from '@/features/inquiry/selector-rules';
import styles from './selector-page.module.less';

const toInt = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** A model number inside 计算依据 text (split keeps it as its own part). */
const MODEL_NUMBER = /(CC-[A-Z0-9]+-[A-Z0-9]+)/;

/** /selector (选型助手): diners, kind of place and meals in; a set of equipment out. */
export function SelectorPage() {
  const [dinersText, setDinersText] = useState('800');
  const [place, setPlace] = useState<PlaceType>('学校');
  const [mealsText, setMealsText] = useState('3');
  const [added, setAdded] = useState(false);
  const diners = toInt(dinersText);
  const mealsPerDay = toInt(mealsText);
  const dinersOk = diners >= 1 && diners <= 20000;
  const mealsOk = mealsPerDay >= 1 && mealsPerDay <= 4;
  const result = dinersOk && mealsOk ? recommend({ diners, place, mealsPerDay }) : [];

  const addAll = () => {
    for (const item of result) addToInquiry(item.model.model, item.quantity);
    setAdded(true);
  };

  return (
    <Page
      route="selector"
      description="输入就餐人数、场所类型与每日餐次，选型助手按澄川厨装设备的实际产能推荐蒸饭柜、保温台、消毒柜、冷柜、炒灶与油烟净化的型号和数量。"
      banner={{
        title: '选型助手',
        subtitle: '告诉我们就餐人数与场所类型，按设备实际产能算出一套配置，每一项都写明计算依据。',
      }}
    >
      <Section id="inputs" title="您的厨房">
        <form className={styles.inputs} onSubmit={(event) => event.preventDefault()}>
          <label className={styles.field}>
            <span>就餐人数</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={20000}
              value={dinersText}
              onChange={(event) => {
                setDinersText(event.target.value);
                setAdded(false);
              }}
              aria-invalid={!dinersOk}
              aria-describedby="diners-hint"
            />
            <small id="diners-hint" className={dinersOk ? styles.hint : styles.error}>
              {dinersOk ? '每餐就餐人数' : '请输入 1 至 20000 的整数'}
            </small>
          </label>
          <fieldset className={styles.places}>
            <legend>场所类型</legend>
            {PLACE_TYPES.map((type) => (
              <label key={type} className={type === place ? styles.placeOn : styles.place}>
                <input
                  type="radio"
                  name="place"
                  value={type}
                  checked={type === place}
                  onChange={() => {
                    setPlace(type);
                    setAdded(false);
                  }}
                />
                {type}
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            <span>每日餐次</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={4}
              value={mealsText}
              onChange={(event) => {
                setMealsText(event.target.value);
                setAdded(false);
              }}
              aria-invalid={!mealsOk}
              aria-describedby="meals-hint"
            />
            <small id="meals-hint" className={mealsOk ? styles.hint : styles.error}>
              {mealsOk ? '早、中、晚、夜宵，1 至 4 餐' : '请输入 1 至 4 的整数'}
            </small>
          </label>
        </form>
      </Section>
      <Section id="result" title="推荐配置" tone="soft">
        {result.length === 0 ? (
          <p className={styles.none}>填写就餐人数与每日餐次后，这里会列出推荐的型号与数量。</p>
        ) : (
          <>
            <ul className={styles.list} aria-live="polite">
              {result.map((item) => (
                <li key={item.role} className={styles.card}>
                  {/* The model number beside it names the picture. */}
                  <ProductImage
                    model={item.model.model}
                    alt=""
                    sizes="96px"
                    className={styles.thumb}
                  />
                  <div className={styles.head}>
                    <span className={styles.role}>{item.role}</span>
                    <Link className={styles.model} to={paths.model(item.model)}>
                      {item.model.model}
                    </Link>
                    <span className={styles.qty}>{`× ${item.quantity}`}</span>
                  </div>
                  <p className={styles.name}>
                    {`${item.model.name} · ${seriesName(item.model.ctype)}`}
                  </p>
                  <p className={styles.basis}>
                    <strong>计算依据：</strong>
                    {/* Odd parts are model numbers: never broken at their dashes. */}
                    {item.basis.split(MODEL_NUMBER).map((part, index) =>
                      index % 2 ? (
                        <span key={index} className={styles.nowrap}>
                          {part}
                        </span>
                      ) : (
                        part
                      ),
                    )}
                  </p>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button type="button" className={styles.addAll} onClick={addAll}>
                全部加入询价单
              </button>
              {added ? (
                <p role="status" className={styles.added}>
                  已加入询价单，<Link to={paths.inquiry}>去填写联系方式</Link>
                </p>
              ) : null}
            </div>
            <p className={styles.note}>
              推荐按常见工况估算，实际配置还要看厨房面积、菜品结构与出餐方式；提交询价后工程师会免费复核并出平面布局。
            </p>
            <p className={styles.note}>
              想先看看摆不摆得下？用<Link to={paths.planner}>厨房布局规划</Link>
              按真实尺寸把设备放进您的厨房。
            </p>
          </>
        )}
      </Section>
    </Page>
  );
}
