/** A login field the frame offers before the dialog's island (antd) has come. */
export type DraftField = 'username' | 'password';

/** What a visitor typed into the login frame (src/app/login-frame), for the dialog to take over. */
export interface LoginDraft {
  username: string;
  password: string;
  /** The field the caret was in, and where in it. */
  focus: DraftField | null;
  selection: [number, number] | null;
  /** 登录 was pressed (or Enter): the dialog submits once it has the values. */
  submit: boolean;
}

const EMPTY: LoginDraft = {
  username: '',
  password: '',
  focus: null,
  selection: null,
  submit: false,
};

let draft: LoginDraft = EMPTY;
let composing = false;
let waiting: (() => void)[] = [];

/** The draft so far. */
export const readLoginDraft = (): LoginDraft => draft;

/** Notes a change in the frame. */
export function updateLoginDraft(change: Partial<LoginDraft>) {
  draft = { ...draft, ...change };
}

/** The draft, handed over once: the store is empty afterwards (null when nothing was typed). */
export function takeLoginDraft(): LoginDraft | null {
  const taken = draft;
  draft = EMPTY;
  const typed = taken.username !== '' || taken.password !== '' || taken.submit;
  return typed || taken.focus ? taken : null;
}

/** The frame closed: what was typed there is dropped, as the dialog's own fields are. */
export const clearLoginDraft = () => {
  draft = EMPTY;
  setComposing(false);
};

/**
 * An input method is composing in the frame (pinyin under way): the frame must stay until it has
 * committed, or the half-typed word would be lost in the swap.
 */
export function setComposing(on: boolean) {
  composing = on;
  if (on) return;
  const ready = waiting;
  waiting = [];
  ready.forEach((resolve) => resolve());
}

/** Resolves when no composition is under way in the frame (at once when none is). */
export const whenNotComposing = (): Promise<void> =>
  composing ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();

let opener: HTMLElement | null = null;

/** The element that had focus when the frame opened (登录/注册), to give focus back to. */
export const rememberLoginOpener = (element: Element | null) => {
  opener = element instanceof HTMLElement && element !== document.body ? element : null;
};

/**
 * The opener, once: the frame gives focus back to it when closed, and the dialog after it took
 * the frame's place (antd would give it to the frame's field, gone by then).
 */
export function takeLoginOpener(): HTMLElement | null {
  const taken = opener;
  opener = null;
  return taken;
}
