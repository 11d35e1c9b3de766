import { uploadRefusal } from '@/contract';
import { ENDPOINTS } from '@/contract/endpoints';
import { badRequest, ok, route } from './respond';

let uploads = 0;

/**
 * 通用上传: takes one multipart `file` and answers where it would live, as RuoYi's
 * /common/upload does. The local API keeps no file: the form previews its own copy.
 */
export const uploadHandler = () =>
  route(ENDPOINTS.upload, async (request) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return badRequest('请选择要上传的文件');
    const refusal = uploadRefusal(file);
    if (refusal) return badRequest(refusal);
    uploads += 1;
    const safe = file.name.replace(/[^\w.\-\u4e00-\u9fff]/g, '_').slice(-80);
    const fileName = `/profile/upload/${String(uploads).padStart(4, '0')}_${safe}`;
    const url = `${new URL(request.url).origin}${fileName}`;
    return ok('操作成功', { url, fileName });
  });
