import { PageContainer, PageHeading, useCredits, usePageTitle, useSession } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { SectionHeading } from '../../kit/section-heading';
import { changerAccessOf } from '../domain/changer-access';
import { AccessPanel } from './access-panel';
import { LetterList } from './letter-list';

const Text = styled.div`
  max-width: 72ch;
  margin: 0 0 32px;
  line-height: 1.5;

  p {
    margin: 0 0 12px;
  }
`;

/** /nonprofit-ntee-code-changer: what the changer does and costs, the way in, and the user's letters. */
export function ChangerLandingPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const { user, isSignedIn, isLoading } = useSession();
  const credits = useCredits(isSignedIn);
  const access = changerAccessOf({ isLoading, user, balances: credits.data });
  return (
    <PageContainer>
      <PageHeading>{route.title}</PageHeading>
      <Text>
        <p>
          The IRS gives every exempt organization an NTEE code that says what it does. When the code is wrong, funders, researchers and
          directories file the organization in the wrong field. The changer prepares the letter that asks the IRS to correct it.
        </p>
      </Text>
      <section aria-labelledby="how-heading">
        <SectionHeading id="how-heading">How it works</SectionHeading>
        <Text as="ol">
          <li>Find your organization by its EIN and see the code the IRS lists for it.</li>
          <li>
            Choose the right code, level by level as in the <Link to="/nonprofit-ntee-code-builder">NTEE Code Builder</Link>.
          </li>
          <li>Say why the new code fits your work, and who signs for the organization.</li>
          <li>Download the letter as a PDF, filled in from the IRS record, then sign it and send it to the IRS yourself.</li>
        </Text>
      </section>
      <section aria-labelledby="cost-heading">
        <SectionHeading id="cost-heading">What it costs</SectionHeading>
        <Text>
          <p>
            One IRS-letter credit per letter. Our team grants credits on request; prices have not been set yet. The site files nothing with the
            IRS, and the IRS decides whether to change the code.
          </p>
        </Text>
      </section>
      <AccessPanel access={access} />
      {isSignedIn && <LetterList />}
    </PageContainer>
  );
}
