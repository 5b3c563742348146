import { useSession } from '@x4i/shared';
import { compensationAccessOf, type CompensationAccess } from '../domain/access-state';

export function useCompensationAccess(): CompensationAccess {
  const { user, isLoading } = useSession();
  return compensationAccessOf(user, isLoading);
}
