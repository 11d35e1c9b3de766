import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

/**
 * antd's toasts for one island (`message.useMessage()`, so they take its theme and locale). A chunk
 * of its own, loaded once the island has painted: its code (antd's notification) is not needed to
 * show a dialog's inputs, only its first toast.
 */
export default function ToastHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ duration: 3, maxCount: 3 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
