import { ExternalLink, type ReportSource } from '@x4i/shared';
import { Link } from 'react-router';
import { styled } from 'styled-components';

const Line = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/**
 * 'Source: publisher, dataset (year). About this data': beside every figure, chart and map. A source on this site
 * (the directory's own records) links within it.
 */
export function SourceLine({ source }: { source: ReportSource }) {
  const name = source.url.startsWith('/') ? <Link to={source.url}>{source.name}</Link> : <ExternalLink href={source.url}>{source.name}</ExternalLink>;
  return (
    <Line>
      Source: {name} ({source.year}). <Link to={source.aboutPath}>About this data</Link>
    </Line>
  );
}
