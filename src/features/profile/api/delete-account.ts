import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@contract/auth';
import { useAuth } from '@/features/auth/auth-context';
import { apiClient } from '@/lib/api-client';

async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await apiClient.delete('/v1/auth/account', { data: request });
}

/** A deleted account has no session left: it ends here, which also empties the query cache. */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => signOut() });
}
