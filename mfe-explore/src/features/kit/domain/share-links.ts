/** Where a solution can be shared (SPEC 4 'Sharing'); the source is what the share call records. */
export interface ShareTarget {
  source: 'LINKEDIN' | 'X' | 'FACEBOOK' | 'EMAIL';
  label: string;
  href: string;
}

export const COPY_LINK_SOURCE = 'COPY_LINK';

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { source: 'LINKEDIN', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { source: 'X', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { source: 'FACEBOOK', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { source: 'EMAIL', label: 'E-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
