import { ExternalLink } from '@x4i/shared';
import { type ReportSource } from '@x4i/shared/contracts';
import { Fragment } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

const Line = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

function Cited({ source }: { source: ReportSource }) {
  return (
    <>
      {/* A source on this site (the directory's own records) links within it. */}
      {source.url.startsWith('/') ? <Link to={source.url}>{source.name}</Link> : <ExternalLink href={source.url}>{source.name}</ExternalLink>} ({source.year}).{' '}
      <Link to={source.aboutPath}>About this data</Link>
    </>
  );
}

/**
 * 'Source: publisher, dataset (year). About this data': beside every figure, chart and map; a section that combines
 * datasets names each, with its year.
 */
export function SourceLine({ source, alsoFrom = [] }: { source: ReportSource; alsoFrom?: readonly ReportSource[] }) {
  return (
    <Line>
      {alsoFrom.length === 0 ? 'Source: ' : 'Sources: '}
      <Cited source={source} />
      {alsoFrom.map((other) => (
        <Fragment key={`${other.name}|${other.year}`}>
          {' '}
          <Cited source={other} />
        </Fragment>
      ))}
    </Line>
  );
}
