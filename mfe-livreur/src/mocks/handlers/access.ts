import { ACCESS_MESSAGES, type Role, type User } from '@teranga/shared-ui';
import { problem, unauthorized } from '@teranga/shared-ui/mocks';
import { users } from '../db';

export { ACCESS_MESSAGES };

interface AccessRule {
  roles: readonly Role[];
  /** Like the API's requireApproved: a courier awaiting validation is refused. */
  approved?: boolean;
}

/** The caller, or the API's refusal (401 anonymous, 403 wrong role or account not yet approved). */
export function authorize(request: Request, { roles, approved = false }: AccessRule): User | Response {
  const user = users.currentUser(request);
  if (!user) return unauthorized();
  if (!roles.includes(user.role)) return problem(403, ACCESS_MESSAGES.forbidden);
  if (approved && user.role !== 'admin' && !user.is_verified) return problem(403, ACCESS_MESSAGES.pending);
  return user;
}
