import { Link, useSearchParams } from '@x4i/shared/router';
import useSWR from 'swr';
import { isApiError, readBootData, Spinner, useSession, verifyEmail } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

const TITLE = 'Verify Your E-mail';

/**
 * /verify-email: with `?token=` (the link of the verification mail) it confirms the address; without, it says how.
 * The token is sent by POST from the page, not used up by opening the link, so a mail scanner that fetches links
 * does not spend it. SWR sends it once, even when React mounts the page twice, and never again on focus.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <Confirmation token={token} /> : <Instructions />;
}

const ONCE = { shouldRetryOnError: false, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

function Confirmation({ token }: { token: string }) {
  const { user } = useSession();
  const result = useSWR(['verify-email', token], ([, value]) => verifyEmail(value), ONCE);

  if (result.error) {
    const message = isApiError(result.error) && result.error.status < 500 ? result.error.message : 'Your address could not be confirmed right now. Please open the link again in a few minutes.';
    return (
      <StaticPage title={TITLE} heading="This link did not work">
        <p role="alert">{message}</p>
        <p>{user ? <Link to="/profile">Go to your profile</Link> : 'Sign in, and your profile offers to send a new link.'}</p>
      </StaticPage>
    );
  }
  if (!result.data) {
    return (
      <StaticPage title={TITLE}>
        <Spinner label="Confirming your e-mail address" />
      </StaticPage>
    );
  }
  return (
    <StaticPage title={TITLE} heading="Your e-mail address is verified">
      <p role="status">Thank you: {result.data.email} is confirmed as yours.</p>
      <p>
        {user ? <Link to="/profile">Go to your profile</Link> : <Link to="/">Go to the home page</Link>}
      </p>
    </StaticPage>
  );
}

function Instructions() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title={TITLE}
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
          <li>
            Find the message “Verify your e-mail address for {productName}”, and follow the link in it. The link works
            once, for 7 days.
          </li>
          <li>The page it opens confirms your address. Your account works in the meantime.</li>
        </ol>
      </Section>

      <Section title="If the message has not arrived">
        <ul>
          <li>Give it a few minutes; some mail services hold new senders briefly.</li>
          <li>Look in your spam, junk or promotions folder.</li>
          <li>Check that you signed up with the address you are looking in.</li>
          <li>
            Sign in and open your <Link to="/profile">profile</Link>: while your address is not verified, it offers to
            send a new link.
          </li>
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
