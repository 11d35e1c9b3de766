import type { PlanLayout } from './layout';

/** What the enquiry form's 上传平面图 takes (docs/sales-path.md). */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'],
  /** The file chooser's `accept`. */
  accept: 'image/png,image/jpeg,image/webp,image/gif,application/pdf,.pdf',
  maxFiles: 5,
} as const;

/** Why a file cannot be uploaded, or null. */
export function uploadRefusal(file: { size: number; type: string }): string | null {
  if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type))
    return '只能上传图片（PNG、JPG、WebP、GIF）或 PDF';
  if (file.size > UPLOAD_LIMITS.maxBytes) return '文件不能超过 10 MB';
  if (file.size === 0) return '文件是空的';
  return null;
}

/**
 * What the sales path adds to the enquiry body: where it was sent from (the /contact form sends
 * "contact": no models, no company needed, a message needed), the uploaded floor plans and the
 * layout drawn in the kitchen planner.
 */
export interface InquiryExtras {
  /**
   * One UUID per enquiry: made at the first press of its submit button, the same in every retry,
   * new after a success. A backend stores a repeated requestId once and answers success again.
   */
  requestId?: string;
  source?: 'contact';
  attachments?: string[];
  layout?: PlanLayout;
}

export const CONTACT_MESSAGE_REQUIRED = '请输入留言内容';
