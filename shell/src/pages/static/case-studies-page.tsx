import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Card } from '@x4i/shared';
import { caseStudies } from './case-study';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

const List = styled.ul`
  && {
    padding-left: 0;
    list-style: none;
  }

  li + li {
    margin-top: 16px;
  }
`;

const Item = styled(Card)`
  h3 {
    margin-top: 0;
  }

  p {
    margin: 0;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

export default function CaseStudiesPage() {
  return (
    <StaticPage
      title="Case Studies"
      lead={
        <>
          Short analyses of the public data this platform is built on. Each one names the files it reads and the
          steps to get the same figures, so you can check it and take it further.
        </>
      }
    >
      <Section title="Read a case study">
        <List>
          {caseStudies.map((study) => (
            <li key={study.path}>
              <Item>
                <h3>
                  <Link to={study.path}>{study.title}</Link>
                </h3>
                <p>{study.summary}</p>
              </Item>
            </li>
          ))}
        </List>
      </Section>

      <Section title="How they are made">
        <p>
          Every figure comes from the datasets listed on <Link to={staticPaths.ourData}>Our Data</Link>, as their
          publishers released them. Nothing is estimated, and each study says what its data cannot tell you. The{' '}
          <Link to={staticPaths.research}>research approach</Link> explains the rules we follow, and{' '}
          <Link to={staticPaths.researchPapers}>Research Papers</Link> lists the longer pieces in preparation.
        </p>
      </Section>
    </StaticPage>
  );
}
