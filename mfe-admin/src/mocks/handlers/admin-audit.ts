import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import type { User } from '@teranga/shared-ui';
import { auditLog } from '../db';
import type { AuditEntry } from '../fixtures';
import { asAdmin } from './admin-access';
import { cursorPage } from './paging';

const TARGET_TYPES: readonly string[] = [
  'commande',
  'livraison',
  'restaurant',
  'user',
  'review',
  'settings',
] satisfies AuditEntry['target_type'][];

type AuditInput = Pick<AuditEntry, 'action' | 'target_type' | 'target_id' | 'before' | 'after'> &
  Partial<Pick<AuditEntry, 'reason' | 'target_name'>>;

/** Appends the entry the API writes with every admin action it commits. */
export function recordAudit(admin: User, input: AuditInput): void {
  auditLog.entries.push({
    id: crypto.randomUUID(),
    actor_id: admin.id,
    actor_name: admin.name,
    reason: null,
    target_name: null,
    ...input,
    created_at: new Date().toISOString(),
  });
}

export const adminAuditHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/audit`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const targetType = query.get('target_type');
      if (targetType !== null && !TARGET_TYPES.includes(targetType)) {
        return problem(400, 'Le paramètre « target_type » est invalide');
      }
      const targetId = query.get('target_id');
      const actorId = query.get('actor_id');
      const listed = cursorPage(
        auditLog.entries.filter(
          (entry) =>
            (!targetType || entry.target_type === targetType) &&
            (!targetId || entry.target_id === targetId) &&
            (!actorId || entry.actor_id === actorId),
        ),
        query,
      );
      if (listed instanceof Response) return listed;
      return HttpResponse.json<AuditEntry[]>(listed.items, { headers: listed.headers });
    }),
  ),
];
