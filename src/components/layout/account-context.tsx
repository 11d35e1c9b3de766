import { createContext, useContext } from 'react';

/** What the layout needs to know about the visitor; the root layout provides it. */
export interface AccountState {
  loggedIn: boolean;
  /** Opens the login modal. */
  openLogin: () => void;
  logout: () => void;
}

const anonymous: AccountState = { loggedIn: false, openLogin: () => {}, logout: () => {} };

export const AccountContext = createContext<AccountState>(anonymous);

export function useAccount(): AccountState {
  return useContext(AccountContext);
}
