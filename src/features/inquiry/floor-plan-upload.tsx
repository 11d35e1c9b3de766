import { useId, useRef, useState } from 'react';
import { useObjectUrls } from '@/hooks/use-object-urls';
import { UPLOAD_LIMITS, uploadRefusal } from '@/contract';
import styles from './floor-plan-upload.module.less';

const UPLOAD_FAILED = '平面图上传失败，可通过微信发送';

const loadUploadApi = () => import('@/lib/api/upload');

export interface FloorPlan {
  key: string;
  name: string;
  /** An object URL for images (the preview); null for a PDF. */
  preview: string | null;
  state: 'uploading' | 'done' | 'failed';
  /** The backend's url once uploaded: what the enquiry sends in `attachments`. */
  url?: string;
}

/** The uploaded plans' URLs, for the enquiry body. */
export const attachmentsOf = (plans: FloorPlan[]) =>
  plans.flatMap((plan) => (plan.state === 'done' && plan.url ? [plan.url] : []));

interface FloorPlanUploadProps {
  plans: FloorPlan[];
  onChange: (update: (plans: FloorPlan[]) => FloorPlan[]) => void;
}

/**
 * 上传平面图: images and PDF up to 10 MB, each uploaded at once to POST /api/common/upload, with a
 * preview and a remove button. A failure says so and never blocks the enquiry.
 */
export function FloorPlanUpload({ plans, onChange }: FloorPlanUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewOf = useObjectUrls();

  const update = (key: string, change: Partial<FloorPlan>) =>
    onChange((list) => list.map((plan) => (plan.key === key ? { ...plan, ...change } : plan)));

  const upload = async (plan: FloorPlan, file: File) => {
    try {
      const { uploadFile } = await loadUploadApi();
      const answer = await uploadFile(file);
      update(plan.key, { state: 'done', url: answer.url });
    } catch {
      update(plan.key, { state: 'failed' });
    }
  };

  const choose = (files: FileList | null) => {
    setRefusal(null);
    for (const file of Array.from(files ?? [])) {
      const why = uploadRefusal(file);
      if (why) {
        setRefusal(`${file.name}：${why}`);
        continue;
      }
      if (plans.length >= UPLOAD_LIMITS.maxFiles) {
        setRefusal(`最多上传 ${UPLOAD_LIMITS.maxFiles} 个文件`);
        break;
      }
      const preview = file.type.startsWith('image/') ? previewOf(file) : null;
      const plan: FloorPlan = {
        key: `${Date.now()}-${file.name}`,
        name: file.name,
        preview,
        state: 'uploading',
      };
      onChange((list) => [...list, plan]);
      void upload(plan, file);
    }
    if (input.current) input.current.value = '';
  };

  const remove = (key: string) => onChange((list) => list.filter((plan) => plan.key !== key));
  const failed = plans.some((plan) => plan.state === 'failed');

  return (
    <div className={styles.upload}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        上传平面图
      </label>
      <p className={styles.hint}>厨房平面图或现场照片，图片或 PDF，单个不超过 10 MB（选填）</p>
      {/* The browser's own picker text follows its language ("Choose Files"): the zone is drawn
          here in Chinese, and the input stays focusable inside it. */}
      <label htmlFor={id} className={styles.zone}>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={UPLOAD_LIMITS.accept}
          aria-labelledby={`${id}-label`}
          className="visually-hidden"
          onChange={(event) => choose(event.currentTarget.files)}
        />
        <span className={styles.pick} aria-hidden="true">
          选择文件
        </span>
        <span className={styles.chosen} aria-hidden="true">
          {plans.length > 0 ? `已选择 ${plans.length} 个文件，可继续添加` : '未选择文件'}
        </span>
      </label>
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {UPLOAD_FAILED}
        </p>
      ) : null}
      {plans.length > 0 ? (
        <ul className={styles.list}>
          {plans.map((plan) => (
            <li key={plan.key} className={styles.item} data-state={plan.state}>
              {plan.preview ? (
                <img src={plan.preview} alt={`平面图预览：${plan.name}`} width={64} height={64} />
              ) : (
                <span className={styles.pdf} aria-hidden="true">
                  PDF
                </span>
              )}
              <span className={styles.name}>{plan.name}</span>
              <span className={styles.state}>
                {plan.state === 'uploading'
                  ? '上传中…'
                  : plan.state === 'done'
                    ? '已上传'
                    : '未上传'}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`移除 ${plan.name}`}
                onClick={() => remove(plan.key)}
              >
                移除
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
