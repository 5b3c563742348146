import type { NonprofitDetails } from '@x4i/shared/contracts';
import { useId } from 'react';
import { styled } from 'styled-components';
import { NteeExplanation } from './ntee-explanation';
import { OrganizationFacts } from './organization-facts';

const Stack = styled.div`
  display: grid;
  gap: 40px;
`;

export interface OrganizationDetailsProps {
  details: NonprofitDetails;
  /** 2 on the organisation's page; 3 when shown inside another section. */
  headingLevel: 2 | 3;
}

/** The NTEE code explained, then the IRS record behind it. */
export function OrganizationDetails({ details, headingLevel }: OrganizationDetailsProps) {
  const id = useId();
  return (
    <Stack>
      <NteeExplanation ntee={details.ntee} headingLevel={headingLevel} headingId={`${id}-ntee`} />
      <OrganizationFacts details={details} headingLevel={headingLevel} headingId={`${id}-facts`} />
    </Stack>
  );
}
