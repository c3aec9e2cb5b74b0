import { useMutation } from '@tanstack/react-query';
import { accountApi, type ModifyPasswordInput } from '../api/account-api';

/** Changing the password touches no cached resource: nothing to invalidate. */
export function useModifyPassword() {
  return useMutation({ mutationFn: (body: ModifyPasswordInput) => accountApi.modifyPassword(body) });
}
