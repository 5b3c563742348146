import type { CompensationTab, DeviceMode } from '@x4i/shared/domain';
import type { CompensationTabEntry } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { compensationPaths } from '../../../paths';

const Nav = styled.nav`
  margin: 0 0 24px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  &[data-mode='xs'] ul {
    flex-wrap: nowrap;
    overflow-x: auto;
  }

  a {
    display: inline-block;
    min-height: 44px;
    padding: 12px 14px;
    border-bottom: 4px solid transparent;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    text-decoration: underline;
  }

  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.text};
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** The mode's tabs as links (real URLs), the current one marked with aria-current. */
export function TabList({ tabs, current, mode }: { tabs: readonly CompensationTabEntry[]; current: CompensationTab; mode: DeviceMode }) {
  return (
    <Nav aria-label="Report sections" data-mode={mode}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={compensationPaths.reportTab(tab.slug)} aria-current={tab.slug === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
