// antd styles of the components only this island renders (npm run antd-css). First, so that
// the island's own styles, imported after, win the cascade.
import '@/components/antd-island/antd-modal.generated.css';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loginWithPassword, register, type TokenAnswer } from '@/lib/api/auth';
import { loginWithSms, type SmsPurpose } from '@/lib/api/sms';
import { bindExistingCustomer } from '@/lib/api/wechat';
import { ApiError } from '@/lib/http/errors';
import { useSession } from '@/lib/session/session';
import toggleToPassword from './assets/toggle-password.svg';
import toggleToPhone from './assets/toggle-phone.svg';
import { Modal } from './antd-parts';
import { LoginForm, type LoginFormValues } from './login-form';
import { QrPanel } from './qr-panel';
import { MODE_TITLE, TEXT, type LoginMode } from './strings';
import { useSmsCode } from './use-sms-code';
import { useWechatLogin } from './use-wechat-login';
import { useDraftHandover } from './use-draft-handover';
import { takeLoginOpener } from '@/lib/session/login-draft';
import styles from './login-modal.module.less';
import { useIslandMessage } from '@/components/antd-island/island-message';

const MODAL_WIDTH = 806;
const BODY_PADDING = 70;

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Store the token (auth context) and go to the configured home URL. */
  onLoggedIn: (token: string) => void;
}

/** Which SMS code each mode sends (password mode sends none). */
const SMS_PURPOSE: Record<LoginMode, SmsPurpose | null> = {
  password: null,
  phone: 'login',
  bind: 'bind',
  register: 'register',
};

const nextMode = (mode: LoginMode): LoginMode =>
  mode === 'password' || mode === 'bind' ? 'phone' : 'password';

/** The login modal: four modes, WeChat scan on the left, the form on the right. */
export function LoginDialog({ open, onClose, onLoggedIn }: LoginDialogProps) {
  const [mode, setMode] = useState<LoginMode>('password');
  // Every opening starts in password mode. Done while rendering (not in afterClose), so a close
  // animation that ends after a quick reopen cannot undo a mode the visitor already picked.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode('password');
  }

  const { loggedIn } = useSession();
  // Read when the modal opens, not on every change: logging in here must not reload the page.
  const loggedInRef = useRef(loggedIn);
  useEffect(() => {
    loggedInRef.current = loggedIn;
  }, [loggedIn]);
  useEffect(() => {
    // Someone who already holds a token (another tab logged in) gets the logged-in page.
    if (open && loggedInRef.current) window.location.reload();
  }, [open]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={MODE_TITLE[mode]}
      width={MODAL_WIDTH}
      mask={{ closable: false }}
      keyboard
      footer={null}
      destroyOnHidden
      afterClose={() => takeLoginOpener()?.focus()}
      centered
      className={styles.modal}
      styles={{
        body: { padding: BODY_PADDING },
        header: { padding: `40px ${BODY_PADDING}px 0`, margin: 0 },
      }}
    >
      <LoginBody mode={mode} setMode={setMode} onLoggedIn={onLoggedIn} />
    </Modal>
  );
}

interface LoginBodyProps {
  mode: LoginMode;
  setMode: (mode: LoginMode) => void;
  onLoggedIn: (token: string) => void;
}

/** Mounted only while the modal is open: closing it unmounts the polling and countdown timers. */
function LoginBody({ mode, setMode, onLoggedIn }: LoginBodyProps) {
  const message = useIslandMessage();
  const [form] = Form.useForm<LoginFormValues>();
  const right = useRef<HTMLDivElement>(null);
  useDraftHandover(form, () => right.current);
  const [submitting, setSubmitting] = useState(false);
  const submitBusy = useRef(false);
  const [wxCode, setWxCode] = useState<string | null>(null);
  const toast = {
    success: (t: string) => void message.success(t),
    error: (t: string) => void message.error(t),
  };
  const sms = useSmsCode(form, toast);
  const wechat = useWechatLogin({
    active: mode !== 'bind',
    onLoggedIn,
    onNeedBind: (code) => {
      setWxCode(code);
      setMode('bind');
    },
  });
  const { refresh } = wechat;

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const switchMode = () => {
    if (mode === 'bind') void refresh();
    setMode(nextMode(mode));
  };

  const toRegister = () => {
    setMode('register');
    void refresh();
  };

  const submit = async (values: LoginFormValues) => {
    if (submitBusy.current) return;
    const purpose = SMS_PURPOSE[mode];
    const uuid = purpose ? sms.uuidFor(purpose) : '';
    if (purpose && !uuid) {
      toast.error(TEXT.needCode);
      return;
    }
    const calls: Record<LoginMode, () => Promise<TokenAnswer>> = {
      password: () =>
        loginWithPassword({ username: values.username!.trim(), password: values.password! }),
      phone: () =>
        loginWithSms({ phoneNumber: values.phoneNumber!, code: values.code!.trim(), uuid: uuid! }),
      bind: () =>
        bindExistingCustomer({
          phoneNumber: values.phoneNumber!,
          code: values.code!.trim(),
          uuid: uuid!,
          wxCode: wxCode ?? '',
        }),
      register: () =>
        register({
          phoneNumber: values.phoneNumber!,
          code: values.code!.trim(),
          companyName: values.companyName!.trim(),
          checked: values.checked === true,
          uuid: uuid!,
        }),
    };
    submitBusy.current = true;
    setSubmitting(true);
    try {
      const answer = await calls[mode]();
      onLoggedIn(answer.token);
    } catch (error) {
      toast.error(error instanceof ApiError && !error.defaulted ? error.message : TEXT.loginFailed);
    } finally {
      submitBusy.current = false;
      setSubmitting(false);
    }
  };

  const toggleIcon = mode === 'password' || mode === 'bind' ? toggleToPhone : toggleToPassword;

  return (
    <div className={styles.body}>
      <button type="button" className={styles.toggle} aria-label={TEXT.toggle} onClick={switchMode}>
        <img src={toggleIcon} alt="" width={56} height={56} />
      </button>
      <div className={styles.left}>
        <QrPanel
          mode={mode}
          status={wechat.status}
          ticket={wechat.ticket}
          onRefresh={() => void refresh()}
        />
      </div>
      <div className={styles.right} ref={right}>
        <LoginForm
          mode={mode}
          form={form}
          submitting={submitting}
          onSubmit={(values) => void submit(values)}
          sms={{
            onSend: () => {
              const purpose = SMS_PURPOSE[mode];
              if (purpose) void sms.send(purpose);
            },
            sending: sms.sending,
            counting: sms.counting,
            remaining: sms.remaining,
          }}
        />
        {mode === 'register' ? (
          <button type="button" className={styles.linkButton} onClick={() => setMode('password')}>
            {TEXT.backToLogin}
          </button>
        ) : (
          <button type="button" className={styles.linkButton} onClick={toRegister}>
            {TEXT.registerLink}
          </button>
        )}
      </div>
    </div>
  );
}
