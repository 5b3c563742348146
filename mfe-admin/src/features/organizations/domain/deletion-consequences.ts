import type { ManagedOrganization } from '@x4i/shared/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What deleting an organisation does to its rules, members and solutions, said before the user confirms
 * (the backend does exactly this, in one transaction).
 */
export function deletionConsequences(organization: Pick<ManagedOrganization, 'name' | 'ruleCount' | 'memberCount' | 'solutionCount'>): string[] {
  const { name, ruleCount, memberCount, solutionCount } = organization;
  const lines: string[] = [];
  lines.push(ruleCount === 0 ? `${name} has no role rules.` : `Its ${plural(ruleCount, 'role rule is', 'role rules are')} deleted with it.`);
  if (memberCount > 0) {
    lines.push(
      `${plural(memberCount, 'account matches', 'accounts match')} these rules: ${memberCount === 1 ? 'it loses' : 'they lose'} ${name} and the roles it gives the next time ${memberCount === 1 ? 'its' : 'their'} session loads.`,
    );
  }
  if (solutionCount > 0) {
    lines.push(`Its ${plural(solutionCount, 'solution stays', 'solutions stay')} listed, without an organization.`);
  }
  return lines;
}
