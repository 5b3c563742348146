import type { Rating } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { ratingLabel } from '../domain/index-text';

/** The traffic-light colours; the text beside each says the same, so colour is never the only signal. */
export const RATING_COLORS: Record<Rating, string> = {
  green: '#2E7D32',
  yellow: '#F2C300',
  orange: '#E67E22',
  red: '#B20019',
};

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
`;

const Dot = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

export function RatingBadge({ rating, short = false }: { rating: Rating | null; short?: boolean }) {
  if (rating === null) return <span>{ratingLabel(null)}</span>;
  const name = rating[0]!.toUpperCase() + rating.slice(1);
  return (
    <Badge>
      <Dot $color={RATING_COLORS[rating]} aria-hidden="true" />
      {short ? name : `${name}: ${ratingLabel(rating)}`}
    </Badge>
  );
}
