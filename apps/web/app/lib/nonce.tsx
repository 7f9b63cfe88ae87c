import { createContext, useContext } from 'react';

/** The CSP nonce of this response (server only; browsers hide it from the DOM after load). */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
