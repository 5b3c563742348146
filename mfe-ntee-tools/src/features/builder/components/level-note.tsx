import { styled } from 'styled-components';

const Note = styled.div`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 4px 0 0;
    line-height: 1.5;
  }
`;

const Title = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

export interface LevelNoteProps {
  title: string;
  definition: string;
  keywords?: readonly string[];
}

/** What a level of the NTEE covers, in the taxonomy's words. */
export function LevelNote({ title, definition, keywords = [] }: LevelNoteProps) {
  return (
    <Note>
      <Title>{title}</Title>
      {definition && <p>{definition}</p>}
      {keywords.length > 0 && <p>Keywords: {keywords.join(', ')}</p>}
    </Note>
  );
}
