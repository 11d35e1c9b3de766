import { useId, useRef, useState } from 'react';
import { useObjectUrls } from '@/hooks/use-object-urls';
import { AFTER_SALES_LIMITS, uploadRefusal } from '@/contract';
import styles from './after-sales.module.less';

const loadUploadApi = () => import('@/lib/api/upload');

export interface Photo {
  key: string;
  file: File;
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  /** 0–1 while uploading. */
  progress: number;
  url?: string;
}

/** The uploaded photos' URLs, for the repair's `photos`. */
export const photoUrls = (photos: Photo[]) =>
  photos.flatMap((photo) => (photo.state === 'done' && photo.url ? [photo.url] : []));

interface RepairPhotosProps {
  photos: Photo[];
  onChange: (update: (photos: Photo[]) => Photo[]) => void;
}

/**
 * 现场照片: up to three images of at most 10 MB, each uploaded at once as on the enquiry form
 * (POST /api/common/upload), with its own progress, and 重试 when it failed.
 */
export function RepairPhotos({ photos, onChange }: RepairPhotosProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewOf = useObjectUrls();

  const update = (key: string, change: Partial<Photo>) =>
    onChange((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const upload = async ({ key, file }: Photo) => {
    update(key, { state: 'uploading', progress: 0 });
    try {
      const { uploadFile } = await loadUploadApi();
      const answer = await uploadFile(file, (progress) => update(key, { progress }));
      update(key, { state: 'done', progress: 1, url: answer.url });
    } catch {
      update(key, { state: 'failed' });
    }
  };

  const choose = (files: FileList | null) => {
    setRefusal(null);
    let room = AFTER_SALES_LIMITS.maxPhotos - photos.length;
    for (const file of Array.from(files ?? [])) {
      const why = file.type.startsWith('image/') ? uploadRefusal(file) : '只能上传图片';
      if (why) {
        setRefusal(`${file.name}：${why}`);
        continue;
      }
      if (room <= 0) {
        setRefusal(`最多上传 ${AFTER_SALES_LIMITS.maxPhotos} 张照片`);
        break;
      }
      room -= 1;
      const preview = previewOf(file);
      const photo: Photo = {
        key: `${Date.now()}-${file.name}`,
        file,
        preview,
        state: 'uploading',
        progress: 0,
      };
      onChange((list) => [...list, photo]);
      void upload(photo);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.photos}>
      <label htmlFor={id} className={styles.photoLabel}>
        现场照片<small>（选填，最多 3 张，每张不超过 10 MB）</small>
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        disabled={photos.length >= AFTER_SALES_LIMITS.maxPhotos}
        onChange={(event) => choose(event.target.files)}
      />
      {refusal ? <p role="alert">{refusal}</p> : null}
      <ul className={styles.photoList}>
        {photos.map((photo) => (
          <li key={photo.key}>
            <img src={photo.preview} alt={`现场照片：${photo.file.name}`} width={64} height={64} />
            <span className={styles.photoName}>{photo.file.name}</span>
            {photo.state === 'uploading' ? (
              <progress max={1} value={photo.progress} aria-label={`${photo.file.name} 上传进度`} />
            ) : null}
            {photo.state === 'done' ? <span className={styles.photoDone}>已上传</span> : null}
            {photo.state === 'failed' ? (
              <>
                <span className={styles.photoFailed}>上传失败</span>
                <button
                  type="button"
                  aria-label={`重试 ${photo.file.name}`}
                  onClick={() => void upload(photo)}
                >
                  重试
                </button>
              </>
            ) : null}
            <button
              type="button"
              aria-label={`移除 ${photo.file.name}`}
              onClick={() => onChange((list) => list.filter((p) => p.key !== photo.key))}
            >
              移除
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
