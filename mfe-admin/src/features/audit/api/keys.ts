import type { QueryClient } from '@tanstack/react-query';
import type { AuditTargetType } from './get-audit-log';

/** `/admin/audit`, one paged list per target-type filter. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (targetType: AuditTargetType | undefined) => [...auditKeys.all, 'list', targetType ?? 'all'] as const,
};

/**
 * Marks the history stale after an admin action of this page: the API wrote an entry with it,
 * and the history shows it when next displayed (no live event tells of an audit entry).
 */
export function invalidateAuditLog(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: auditKeys.all });
}
