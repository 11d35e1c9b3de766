import { ENDPOINTS } from '@/contract/endpoints';
import { call } from '@/lib/http/client';

/**
 * 通用上传 POST /api/common/upload (multipart field `file`); `onProgress` hears the share of the
 * file sent so far (0–1).
 */
export const uploadFile = (file: File, onProgress?: (sent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  // Not the client's JSON default: the browser writes the multipart type with its boundary.
  return call(ENDPOINTS.upload, {
    data: form,
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress:
      onProgress && ((event) => onProgress(event.total ? event.loaded / event.total : 0)),
  });
};
