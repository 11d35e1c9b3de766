import type { ThemeConfig } from 'antd';
import { useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { AntdIsland } from '@/components/antd-island/antd-island';
import { useSession } from '@/lib/session/session';
import { LoginDialog } from './login-dialog';
import { TEXT } from './strings';
import { useIslandMessage } from '@/components/antd-island/island-message';

export interface LoginModalProps {
  /** Tests turn motion off. */
  theme?: ThemeConfig;
}

/** Goes to the configured home URL: in-app paths through the router, others by a full load. */
function useGoHome() {
  const navigate = useNavigate();
  return () => {
    const home = env.homeUrl;
    if (home.startsWith('/')) void navigate(home);
    else window.location.assign(home);
  };
}

function LoginModalContent() {
  const { loginOpen: open, closeLogin: onClose, login } = useSession();
  const message = useIslandMessage();
  const goHome = useGoHome();
  const onLoggedIn = (token: string) => {
    login(token);
    void message.success(TEXT.loginSuccess);
    onClose();
    goHome();
  };
  return <LoginDialog open={open} onClose={onClose} onLoggedIn={onLoggedIn} />;
}

/** The login modal island (loaded on demand with antd); opened and closed through the session. */
export default function LoginModal({ theme }: LoginModalProps) {
  return (
    <AntdIsland theme={theme}>
      <LoginModalContent />
    </AntdIsland>
  );
}
