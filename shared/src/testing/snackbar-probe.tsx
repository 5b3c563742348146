import { useAtomValue } from 'jotai';
import { snackbarQueueAtom } from '../session/overlays.js';

/** Stands in for the shell's snackbar in a remote's tests: lists the queued messages with their variant. */
export function SnackbarProbe() {
  const queue = useAtomValue(snackbarQueueAtom);
  return (
    <ul aria-label="Snackbars">
      {queue.map((item) => (
        <li key={item.id} data-variant={item.variant}>
          {item.message}
        </li>
      ))}
    </ul>
  );
}
