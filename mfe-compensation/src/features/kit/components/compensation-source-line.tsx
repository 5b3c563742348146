import { ExternalLink } from '@x4i/shared';
import { type CompensationSource } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { filingsText } from '../domain/pay-format';

const Line = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** 'Source: name (years), N filings. About this data': beside every figure, chart and table. */
export function CompensationSourceLine({ source, filings }: { source: CompensationSource; filings?: number }) {
  return (
    <Line>
      Source: <ExternalLink href={source.url}>{source.name}</ExternalLink> ({source.years})
      {filings !== undefined ? `, ${filingsText(filings)}` : ''}. <Link to={source.aboutPath}>About this data</Link>
    </Line>
  );
}
