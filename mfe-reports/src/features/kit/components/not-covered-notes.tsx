import { NotesBox } from '@x4i/shared';
import type { ReportNotCovered } from '@x4i/shared/contracts';

/** What a report page does not cover, and why: one heading and one list on every report page. Nothing when none. */
export function NotCoveredNotes({ items }: { items: readonly ReportNotCovered[] }) {
  if (items.length === 0) return null;
  return (
    <NotesBox aria-labelledby="not-covered-heading">
      <h2 id="not-covered-heading">What this page does not cover</h2>
      <ul>
        {items.map((item) => (
          <li key={item.field ?? item.what ?? item.why}>
            {item.what && <strong>{item.what}: </strong>}
            {item.why}
          </li>
        ))}
      </ul>
    </NotesBox>
  );
}
