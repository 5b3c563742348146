import { Button } from '@x4i/shared';
import { US_STATES, usStateName } from '@x4i/shared/domain';
import { useId, useState } from 'react';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;

  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }

  select {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
  }

  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  p {
    margin: 0;
  }
`;

/** SPEC 4: the state vote defaults to WA. */
export const DEFAULT_STATE_VOTE = 'WA';

export interface StateVoteProps {
  /** The user's state votes, lower-case codes. */
  stateVotes: readonly string[];
  busy: boolean;
  onChange(states: string[]): void;
}

/** The state vote toggle (SPEC 4): vote for one state (WA unless another is picked), or remove the vote. */
export function StateVote({ stateVotes, busy, onChange }: StateVoteProps) {
  const [state, setState] = useState(DEFAULT_STATE_VOTE);
  const selectId = useId();
  if (stateVotes.length > 0) {
    return (
      <Row>
        <p>You use it in {stateVotes.map((code) => usStateName(code)).join(', ')}.</p>
        <Button variant="secondary" loading={busy} onClick={() => onChange([])}>
          Remove my state vote
        </Button>
      </Row>
    );
  }
  return (
    <Row>
      <label htmlFor={selectId}>
        Your state
        <select id={selectId} value={state} onChange={(event) => setState(event.target.value)}>
          {US_STATES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" loading={busy} onClick={() => onChange([state])}>
        We use it in this state
      </Button>
    </Row>
  );
}
