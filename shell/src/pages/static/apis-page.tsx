import { Link } from '@x4i/shared/router';
import { API_KEY_HEADER, PUBLIC_API_BASE_PATH, PUBLIC_API_DOCUMENT_PATH, PUBLIC_API_QUOTAS } from '@x4i/shared/contracts';
import { readBootData } from '@x4i/shared';
import { numberFormat } from '@x4i/shared/domain';
import { ApiReference } from './api-reference';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

const count = (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value);

export default function ApisPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="APIs"
      lead={
        <>
          The data behind {productName}’s pages is open through a public JSON API: organizations from the IRS files
          with filters, the NTEE taxonomy, the UN goals, the figures of the research reports and the directory’s
          public content. Every answer says where its data comes from and how old it is.
        </>
      }
    >
      <Section title="The basics">
        <ul>
          <li>
            Every call is an HTTP <code>GET</code> under <code>{PUBLIC_API_BASE_PATH}</code> on this site, and
            answers JSON: <code>{'{ "data": …, "sources": [{ "name", "url", "vintage" }] }'}</code>. The vintage is
            the data’s date or year, or a span such as <code>2025-09-08/2025-10-13</code>.
          </li>
          <li>
            Errors have one shape, <code>{'{ "error": { "code": "…", "message": "…" } }'}</code>, with a message
            written to be shown to a person. An unknown parameter is refused rather than ignored.
          </li>
          <li>
            The whole API is described in OpenAPI 3.1 at{' '}
            <a href={PUBLIC_API_DOCUMENT_PATH}>{PUBLIC_API_DOCUMENT_PATH}</a>, made from the
            same definitions the server checks requests with. Load it into your own tools to generate a client.
          </li>
          <li>
            The data is the public data described on <Link to={staticPaths.ourData}>Our Data</Link>. While the
            platform imports a new release of it, data calls answer <code>503</code> with a{' '}
            <code>Retry-After</code> header.
          </li>
        </ul>
      </Section>

      <Section title="Keys and quotas">
        <p>
          Calls without a key share a quota of {count(PUBLIC_API_QUOTAS.anonymousPerHour)} calls an hour per IP
          address. With a key, each key has {count(PUBLIC_API_QUOTAS.keyPerHour)} calls an hour: create keys, name
          them and revoke them on <Link to={staticPaths.profile}>your profile</Link>, where you also see how much each
          is used. Send the key in the <code>{API_KEY_HEADER}</code> header. A key is shown once, when you create it;
          we keep only a hash of it.
        </p>
        <p>
          The hour starts on the hour. Every answer carries the <code>RateLimit</code> and{' '}
          <code>RateLimit-Policy</code> headers with the calls left; over the quota the answer is <code>429</code>{' '}
          with <code>Retry-After</code>, the seconds until the next hour. Please keep to the{' '}
          <Link to={staticPaths.termsOfUse}>Terms of Use</Link>.
        </p>
        <pre>
          <code>{`curl -H "${API_KEY_HEADER}: x4i_…" "${PUBLIC_API_BASE_PATH}/organizations?state=VT&nteeMajorGroup=B&pageSize=10"`}</code>
        </pre>
        <p>
          Questions about the data or the API? <ContactUsButton />
        </p>
      </Section>

      <Section title="Reference">
        <p>
          Every endpoint with its parameters and answers. “Try it out” calls this site’s API from your browser,
          counted against your quota.
        </p>
        <ApiReference />
      </Section>
    </StaticPage>
  );
}
