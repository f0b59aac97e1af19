import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getCursorPage, type AuditEntry, type CursorPage } from '@teranga/shared-ui';
import { auditKeys } from './keys';

export type { AuditEntry };
export type AuditAction = AuditEntry['action'];
export type AuditTargetType = AuditEntry['target_type'];

/** Entries asked per page: the log only grows, the admin reads back as far as needed. */
export const AUDIT_PAGE_SIZE = 20;

/** `GET /admin/audit?target_type=&limit=&cursor=`: one page, newest first; the next starts at `X-Next-Cursor`. */
export const getAuditPage = (
  targetType: AuditTargetType | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<AuditEntry>> =>
  getCursorPage<AuditEntry>('/admin/audit', { target_type: targetType, limit: AUDIT_PAGE_SIZE, cursor }, signal);

export const auditLogQueryOptions = (targetType: AuditTargetType | undefined) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(targetType),
    queryFn: ({ pageParam, signal }) => getAuditPage(targetType, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAuditLog = (targetType: AuditTargetType | undefined) =>
  useInfiniteQuery(auditLogQueryOptions(targetType));
