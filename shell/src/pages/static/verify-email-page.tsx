import { Link } from 'react-router';
import { readBootData } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function VerifyEmailPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Verify Your E-mail"
      lead={
        <>
          Thank you for signing up to {productName}. One step is left: confirm that the e-mail address you signed up
          with is yours.
        </>
      }
    >
      <Section title="What to do now">
        <ol>
          <li>Open the inbox of the address you signed up with.</li>
          <li>Find the message asking you to verify your e-mail address, and follow the link in it.</li>
          <li>Come back to {productName} and sign in. You will land on your profile.</li>
        </ol>
      </Section>

      <Section title="If the message has not arrived">
        <ul>
          <li>Give it a few minutes; some mail services hold new senders briefly.</li>
          <li>Look in your spam, junk or promotions folder.</li>
          <li>Check that you signed up with the address you are looking in.</li>
        </ul>
        <p>If it still has not come, write to us with the address you used and we will help.</p>
        <p>
          <ContactUsButton />
        </p>
      </Section>

      <Section title="Once you are in">
        <p>
          On your profile you can choose to receive the <Link to={staticPaths.newsletter}>newsletter</Link>. If your
          organization will list its work in the directory, <Link to={staticPaths.create}>Create</Link> explains how to
          request editing access.
        </p>
      </Section>
    </StaticPage>
  );
}
