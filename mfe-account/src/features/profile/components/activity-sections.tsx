import { EmptyState, ProfileSection } from './section';

/*
 * The directory (solutions, challenges, grants) is not built yet, so nobody can contribute or follow anything:
 * both lists are honestly empty until it is, and then they load from profile/contributions and profile/follows.
 */

export function ContributionsSection() {
  return (
    <ProfileSection title="My contributions">
      <EmptyState>You have not contributed any content yet.</EmptyState>
    </ProfileSection>
  );
}

export function FollowingSection() {
  return (
    <ProfileSection title="Following">
      <EmptyState>You are not following anything yet.</EmptyState>
    </ProfileSection>
  );
}
