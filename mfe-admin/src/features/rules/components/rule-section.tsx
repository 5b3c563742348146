import { Button, ErrorState, Spinner, TableDownloads } from '@x4i/shared';
import { useRoleRules } from '../../access-requests/hooks/roles';
import { type RoleRule } from '@x4i/shared/contracts';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ListDownloads } from '../../kit/components/list-downloads';
import { isoToday } from '../../kit/domain/admin-records';
import { roleRulesExport } from '../domain/role-rules-export';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { RuleDialog } from './rule-dialog';
import { RuleTable } from './rule-table';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.375rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type DialogState = { action: 'ADD' } | { action: 'EDIT' | 'DELETE'; rule: RoleRule } | null;

export interface RuleSectionProps {
  orgId: string;
  organizationName: string;
}

/** The RULES view's rules: the table, and the add, edit and delete dialogs; the rules reload after each change. */
export function RuleSection({ orgId, organizationName }: RuleSectionProps) {
  const { data, error, isLoading, mutate } = useRoleRules(orgId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const reload = () => void mutate();
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="role-rules-heading">
      <Header>
        <h2 id="role-rules-heading">Role rules</h2>
        <Button ref={addButton} onClick={() => setDialog({ action: 'ADD' })}>
          Add rule
        </Button>
      </Header>
      {error && !data ? (
        <ErrorState message="The rules could not be loaded. Please try again." onRetry={reload} />
      ) : isLoading && !data ? (
        <Spinner label="Loading the rules" />
      ) : data && data.roleRules.length > 0 ? (
        <>
          <ListDownloads>
            <TableDownloads table={roleRulesExport(organizationName, data.roleRules, isoToday())} fileStem={`admin-role-rules-${organizationName}`} />
          </ListDownloads>
          <RuleTable roleRules={data.roleRules} onEdit={(rule) => setDialog({ action: 'EDIT', rule })} onDelete={(rule) => setDialog({ action: 'DELETE', rule })} />
        </>
      ) : (
        <Empty>{organizationName} has no role rules yet: no one gets its organization or roles.</Empty>
      )}

      {dialog?.action === 'ADD' && <RuleDialog orgId={orgId} organizationName={organizationName} onClose={close} onChanged={reload} />}
      {dialog?.action === 'EDIT' && <RuleDialog orgId={orgId} organizationName={organizationName} rule={dialog.rule} onClose={close} onChanged={reload} />}
      {dialog?.action === 'DELETE' && (
        <DeleteRuleDialog rule={dialog.rule} organizationName={organizationName} onClose={close} onChanged={reload} returnFocus={addButton} />
      )}
    </section>
  );
}
