import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, PageContainer, PageHeading, useContactUs, usePageTitle } from '@x4i/shared';

const Prose = styled.div`
  max-width: 46rem;

  p,
  ul,
  ol {
    margin: 0 0 16px;
  }

  ul,
  ol {
    padding-left: 1.5rem;
  }

  li + li {
    margin-top: 6px;
  }

  h3 {
    margin: 24px 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.125rem;
  }

  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }

  pre {
    margin: 0 0 16px;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  font-size: 1.125rem;
`;

const StyledSection = styled.section`
  margin-top: 32px;

  h2 {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.375rem;
  }

  ${({ theme }) => theme.below.xs} {
    margin-top: 24px;
  }
`;

export interface StaticPageProps {
  /** The page title (shown as 'product name - title') and, unless `heading` says otherwise, the h1. */
  title: string;
  heading?: string;
  /** Opening paragraph, in a larger type. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame every static page shares: title, one h1, an optional lead and a readable text column. */
export function StaticPage({ title, heading = title, lead, children }: StaticPageProps) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Prose>
        <PageHeading>{heading}</PageHeading>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Prose>
    </PageContainer>
  );
}

/** A titled part of a static page: an h2, and a region named by it so assistive technology can jump to it. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <StyledSection id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </StyledSection>
  );
}

const DateLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** The date the policies on the site took effect. */
export const POLICY_EFFECTIVE_DATE = { iso: '2026-11-21', text: 'November 21, 2026' } as const;

export function EffectiveDate() {
  return (
    <DateLine>
      Effective date: <time dateTime={POLICY_EFFECTIVE_DATE.iso}>{POLICY_EFFECTIVE_DATE.text}</time>
    </DateLine>
  );
}

/** A button that opens the site's Contact Us dialog, for pages whose next step is a conversation with the team. */
export function ContactUsButton({ children = 'Contact Us' }: { children?: ReactNode }) {
  const contactUs = useContactUs();
  return (
    <Button variant="secondary" onClick={contactUs.open}>
      {children}
    </Button>
  );
}
