import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useEscape } from '@/hooks/use-escape';
import {
  clearLoginDraft,
  readLoginDraft,
  rememberLoginOpener,
  setComposing,
  takeLoginOpener,
  updateLoginDraft,
  type DraftField,
} from '@/lib/session/login-draft';
import { loginIslandHeld, releaseLoginIsland } from '@/lib/session/login-island-hold';
import { useSession } from '@/lib/session/session';
// The dialog's own words, from the island's file that imports nothing at run time.
import { LABEL, MODE_TITLE, PLACEHOLDER, SUBMIT_LABEL } from '@/features/login-modal/labels';
import styles from './login-frame.module.less';

const FIELDS: { name: DraftField; type: string; auto: string }[] = [
  { name: 'username', type: 'text', auto: 'username' },
  { name: 'password', type: 'password', auto: 'current-password' },
];

/**
 * The login dialog as plain HTML while its island (antd, about 80 KB) is on its way: the press on
 * 登录/注册 is answered at once with the password form the dialog opens with, and the visitor can
 * type. What is typed, where the caret is and a press on 登录 go to the login draft
 * (src/lib/session/login-draft.ts), which the dialog takes over when it mounts; an input method
 * still composing holds the swap until it commits. The × button or Escape closes it, dropping the
 * draft; a click beside it does not, as with the dialog. Opened by the page itself (/ucenter), it
 * is the dialog until the visitor presses in it or types: the island loads then
 * (src/lib/session/login-island-hold.ts).
 */
export function LoginFrame() {
  const { closeLogin } = useSession();
  const close = () => {
    clearLoginDraft();
    closeLogin();
    takeLoginOpener()?.focus();
  };
  useEscape(close);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    rememberLoginOpener(document.activeElement);
    const draft = readLoginDraft();
    if (!draft.focus) first.current?.focus();
  }, []);

  const note = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    updateLoginDraft({
      focus: input.name as DraftField,
      selection: [
        input.selectionStart ?? input.value.length,
        input.selectionEnd ?? input.value.length,
      ],
    });
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    updateLoginDraft({ [event.currentTarget.name]: event.currentTarget.value });
    note(event);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    updateLoginDraft({ submit: true });
  };
  const draft = readLoginDraft();
  // Held: nothing is loading yet, and the frame says nothing of loading. Only the frame itself
  // releases it while it is open (登录/注册 lies under its shade).
  const [held, setHeld] = useState(loginIslandHeld);
  const release = () => {
    releaseLoginIsland();
    setHeld(false);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') release();
  };

  return (
    <div className={styles.shade}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-frame-title"
        className={styles.frame}
      >
        <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
          ×
        </button>
        <div className={styles.qr} aria-hidden="true" onPointerDown={release}>
          {held ? '微信扫码登录' : '二维码加载中…'}
        </div>
        <form
          className={styles.form}
          onSubmit={submit}
          onPointerDown={release}
          onKeyDown={keyDown}
          noValidate
        >
          <h2 id="login-frame-title" className={styles.title}>
            {MODE_TITLE.password}
          </h2>
          {FIELDS.map((field) => (
            <label key={field.name} className={styles.field}>
              <span className={styles.label}>{LABEL[field.name]}</span>
              <input
                ref={field.name === 'username' ? first : undefined}
                name={field.name}
                type={field.type}
                autoComplete={field.auto}
                placeholder={PLACEHOLDER[field.name]}
                defaultValue={draft[field.name]}
                className={styles.input}
                onChange={change}
                onSelect={note}
                onFocus={note}
                onCompositionStart={() => setComposing(true)}
                onCompositionEnd={() => setComposing(false)}
              />
            </label>
          ))}
          <button type="submit" className={styles.submit}>
            {SUBMIT_LABEL.password}
          </button>
          <p role="status" className={styles.status}>
            {held ? '' : '正在加载…'}
          </p>
        </form>
      </div>
    </div>
  );
}
