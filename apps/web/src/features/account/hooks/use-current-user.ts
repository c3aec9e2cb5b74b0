import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../app/session/session-store';
import { accountApi, type UserInfoInput } from '../api/account-api';

export const CURRENT_USER_KEY = 'currentUser';

/**
 * The signed-in user (GET /auth/user/current), only for a normal login. The answer is mirrored
 * into the session's userInfo, which platform.md §3 keeps in local storage for the header.
 */
export function useCurrentUser() {
  const token = useSession((s) => s.writeToken);
  const normal = useSession((s) => s.loginType === 'normal');
  const query = useQuery({
    queryKey: [CURRENT_USER_KEY, { token }],
    queryFn: accountApi.current,
    enabled: normal && token !== null,
  });
  useEffect(() => {
    if (query.data) useSession.getState().setUserInfo({ ...query.data });
  }, [query.data]);
  return query;
}

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserInfoInput) => accountApi.updateInfo(body),
    onSuccess: () => client.invalidateQueries({ queryKey: [CURRENT_USER_KEY] }),
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => accountApi.uploadAvatar(file),
    onSuccess: () => client.invalidateQueries({ queryKey: [CURRENT_USER_KEY] }),
  });
}
