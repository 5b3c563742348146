import { DataTable, ErrorState, Spinner, TableScroller, useCreditLedger } from '@x4i/shared';
import { formatDateTime } from '../../kit/domain/format-date-time';

/** The credit ledger, newest first: grants (+n, by whom and why) and uses (-1, the letter they paid for). */
export function LedgerTable({ email }: { email: string | null }) {
  const ledger = useCreditLedger(email);
  if (ledger.error && !ledger.data) return <ErrorState message="The ledger could not be loaded. Please try again." onRetry={() => void ledger.mutate()} />;
  if (!ledger.data) return <Spinner label="Loading the ledger" />;
  const { entries, balances } = ledger.data;
  return (
    <>
      {email && balances && (
        <p role="status">
          {email} has {balances.IRS_LETTER ?? 0} IRS-letter {balances.IRS_LETTER === 1 ? 'credit' : 'credits'}.
        </p>
      )}
      {entries.length === 0 ? (
        <p>No credits have been granted or used{email ? ` by ${email}` : ''} yet.</p>
      ) : (
        <TableScroller tabIndex={0} role="region" aria-label="Credit ledger">
          <DataTable>
            <caption>Credit ledger{email ? ` of ${email}` : ''}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Member</th>
                <th scope="col">Credits</th>
                <th scope="col">Why</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>{entry.account.email}</td>
                  <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                  <td>{entry.reason}</td>
                  <td>{entry.grantedBy ? entry.grantedBy.email : entry.letterId ? 'A letter' : ''}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroller>
      )}
    </>
  );
}
