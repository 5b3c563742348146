import type { PayStats } from '@x4i/shared/contracts';
import { numberFormat } from '@x4i/shared/domain';
import { formatPay, isShown } from './pay-format';

const onePlace = () => numberFormat({ maximumFractionDigits: 1 });

/** The gap in words: how far women's median pay sits below (or above) men's; null when either group is suppressed. */
export function genderGapSentence(title: string, women: PayStats, men: PayStats): string | null {
  if (!isShown(women) || !isShown(men)) return null;
  const gap = ((men.median - women.median) / men.median) * 100;
  if (Math.abs(gap) < 0.05) return `Women and men filed as ${title} have the same median pay, ${formatPay(men.median)}.`;
  const direction = gap > 0 ? 'below' : 'above';
  return `The median pay of women filed as ${title} (${formatPay(women.median)}) is ${onePlace().format(Math.abs(gap))}% ${direction} that of men (${formatPay(men.median)}).`;
}

export function unknownShareSentence(unknownShare: number): string {
  const percent = numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(unknownShare);
  return `Gender is inferred from first names; for ${percent} of the filings it is not known, and they are left out of both groups.`;
}
