import { PageContainer, PageHeading, Spinner, useExplore, useFeaturedSolutions, usePageTitle } from '@x4i/shared';
import { type ExploreResponse, type RemotePageProps } from '@x4i/shared/contracts';
import { useState } from 'react';
import { styled } from 'styled-components';
import { metricsFor } from '../../kit/domain/category-metrics';
import { LoadError } from '../../kit/components/load-error';
import { useExploreAtom } from '../../kit/state/explore-store';
import { useLandingReset } from '../hooks/use-landing-reset';
import { wheelGoalAtom } from '../state/home-atoms';
import { Carousel } from './carousel';
import { FeaturedList, ShuffledFeaturedList } from './featured-list';
import { GoalGrid } from './goal-grid';
import { HeaderTiles } from './header-tiles';
import { ImpactFigures } from './impact-figures';
import { WheelResults } from './wheel-results';

const Sections = styled.div`
  display: grid;
  gap: 40px;
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0 0 32px;
  font-size: 1.125rem;
`;

/** SPEC 8: a failed explore page object falls back to empty metrics and home config. */
const EMPTY_EXPLORE: ExploreResponse = { metrics: {}, homeConfig: { carousel: [], headerTiles: [], impact: [] }, ads: [] };

/** The landing page (SPEC 2.4, 2.8): highlights, tiles, impact figures, the goals and their counts, featured solutions. */
export function HomePage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const explore = useExplore();
  const featured = useFeaturedSolutions();
  const [goal, setGoal] = useExploreAtom(wheelGoalAtom);
  const [chosenNow, setChosenNow] = useState(false);
  useLandingReset(() => setGoal(null));

  const data = explore.data ?? EMPTY_EXPLORE;
  const { carousel, headerTiles, impact } = data.homeConfig;

  return (
    <PageContainer>
      <PageHeading>Explore solutions, challenges and grants for social impact</PageHeading>
      <Lead>Technology, funding and knowledge for nonprofits, organised by the 17 UN Sustainable Development Goals.</Lead>
      <Sections>
        {explore.error && !explore.data && <LoadError error={explore.error} onRetry={() => void explore.mutate()} />}
        {/* The sections wait for the page object together: shown one by one, the goals would be pushed down by
            the highlights above them as they arrive (a layout shift under the reader's eyes). With the server's
            data in hand, SWR still counts as loading while it checks for fresher data: that is not waiting. */}
        {explore.isLoading && !explore.data ? (
          <Spinner label="Loading the directory" />
        ) : (
          <>
            <Carousel slides={carousel} />
            <HeaderTiles tiles={headerTiles} />
            <ImpactFigures figures={impact} />
            <GoalGrid
              metrics={data.metrics}
              selected={goal}
              onSelect={(value) => {
                setChosenNow(true);
                setGoal(value);
              }}
            />
            {goal && <WheelResults goalValue={goal} metrics={metricsFor(data.metrics, goal)} focusHeading={chosenNow} />}
            <ShuffledFeaturedList id="home-ads-heading" title="Premium solutions" cards={data.ads} />
            <FeaturedList id="home-featured-heading" title="Featured solutions" cards={featured.data ?? []} />
          </>
        )}
      </Sections>
    </PageContainer>
  );
}
