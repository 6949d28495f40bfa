import { ZAccount, type TAccount } from '@huella/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setAccount } from '../../../lib/session.ts';

/** `PUT /api/account/avatar` (multipart field `avatar`: PNG, JPEG, WebP or GIF up to 2 MB). */
export function updateAvatar(file: File): Promise<TAccount | null> {
  const form = new FormData();
  form.append('avatar', file);
  return api.put('/account/avatar', form, { parse: ZAccount.parse });
}

export function useUpdateAvatar() {
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (account) => {
      if (account) setAccount(account);
    },
  });
}
