import { PageContainer, PageHeading, Spinner, useCredits, usePageTitle, useSession } from '@x4i/shared';
import { useNteeCodes } from '../../builder/hooks/ntee-codes';
import { type NteeChangeLetterResponse, type RemotePageProps } from '@x4i/shared/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from '@x4i/shared/router';
import { LoadError } from '../../kit/load-error';
import { builderChoiceOf } from '../../builder/domain/builder-choice';
import { CHANGER_PATH } from '../changer-paths';
import { changerAccessOf } from '../domain/changer-access';
import { AccessPanel } from './access-panel';
import { LetterForm } from './letter-form';
import { LetterReady } from './letter-ready';

/** /nonprofit-ntee-code-changer/start: the letter itself, once the visitor may produce one (?ein= and ?code= prefill it). */
export function ChangerStartPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const [searchParams] = useSearchParams();
  const { user, isSignedIn, isLoading } = useSession();
  const credits = useCredits(isSignedIn);
  const taxonomy = useNteeCodes();
  const access = changerAccessOf({ isLoading, user, balances: credits.data });
  const known = taxonomy.data ? new Set(taxonomy.data.codes.map((code) => code.code)) : null;
  const { code } = builderChoiceOf(searchParams, known);
  const ein = (searchParams.get('ein') ?? '').replace(/\D/g, '').slice(0, 9);
  const [produced, setProduced] = useState<NteeChangeLetterResponse | null>(null);

  if (produced) {
    return (
      <PageContainer>
        <PageHeading>{route.title}</PageHeading>
        <LetterReady response={produced} />
        <p>
          <Link to={CHANGER_PATH}>Back to the changer and your letters</Link>
        </p>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeading>{route.title}</PageHeading>
      <p>
        <Link to={CHANGER_PATH}>About the changer, and your letters</Link>
      </p>
      <AccessPanel access={access} onStartPage />
      {access.status === 'ready' &&
        (taxonomy.error && !taxonomy.data ? (
          <LoadError error={taxonomy.error} onRetry={() => void taxonomy.mutate()} />
        ) : !taxonomy.data ? (
          <Spinner label="Loading the NTEE taxonomy" />
        ) : (
          <LetterForm taxonomy={taxonomy.data} initialEin={ein} initialCode={code} onProduced={setProduced} />
        ))}
    </PageContainer>
  );
}
