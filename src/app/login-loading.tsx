import { useEscape } from '@/hooks/use-escape';
import { useSession } from '@/lib/session/session';

/**
 * The login dialog's frame with 正在加载… while its island (antd) is on its way: the press on
 * 登录/注册 is answered at once, as before hydration (the same frame, src/styles/early-taps.less).
 * A click on it or Escape closes it; the dialog then stays closed when the island arrives.
 */
export function LoginLoading() {
  const { closeLogin } = useSession();
  useEscape(closeLogin);
  return (
    <div className="early-tap-dialog" role="status" onClick={closeLogin}>
      正在加载…
    </div>
  );
}
