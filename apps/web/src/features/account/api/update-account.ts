import { ZAccount, type TAccount, type TAccountUpdate } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setAccount } from '../../../lib/session.ts';

/** `PUT /api/account`: the profile; the answer replaces the session's account. */
export function updateAccount(input: TAccountUpdate): Promise<TAccount | null> {
  return api.put('/account', input, { parse: ZAccount.parse });
}

export function useUpdateAccount() {
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      if (account) setAccount(account);
    },
  });
}
