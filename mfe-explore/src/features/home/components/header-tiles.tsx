import type { HeaderTile } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: grid;
  gap: 4px;
  height: 100%;
  box-sizing: border-box;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  strong {
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.125rem;
  }

  &:hover strong {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** SPEC 2.8 HEADER_TILE: short entries into the directory. */
export function HeaderTiles({ tiles }: { tiles: readonly HeaderTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <List aria-label="Start here">
      {tiles.map((tile) => (
        <li key={`${tile.to}-${tile.title}`}>
          <Tile to={tile.to}>
            <strong>{tile.title}</strong>
            <span>{tile.text}</span>
          </Tile>
        </li>
      ))}
    </List>
  );
}
