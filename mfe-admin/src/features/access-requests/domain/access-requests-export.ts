import { type ExportedTable } from '@x4i/shared/domain';
import type { AccessRequest } from '@x4i/shared/contracts';
import { adminRecordsSource } from '../../kit/domain/admin-records';
import { ACCESS_REQUEST_STATUS_LABELS } from './access-request-messages';
import { requesterName } from './grant-defaults';

/** Every access request, waiting and answered, in the list's order; an unknown address or answer is an empty cell. */
export function accessRequestsExport(requests: readonly AccessRequest[], today: string): ExportedTable {
  return {
    title: 'Access requests',
    header: ['Requester', 'E-mail', 'Organization named', 'Organization website', 'What they want to do', 'Sent', 'Status', 'Answered', 'Answered by'],
    rows: requests.map((request) => [
      requesterName(request),
      request.requester.email,
      request.orgName,
      request.orgUrl,
      request.actionText,
      request.createdAt,
      ACCESS_REQUEST_STATUS_LABELS[request.status],
      request.decidedAt,
      request.decidedBy,
    ]),
    sources: [adminRecordsSource(today)],
  };
}
