import { styled } from 'styled-components';

/** Holds a list's TableDownloads just above the list, apart from it. */
export const ListDownloads = styled.div`
  margin: 0 0 12px;
`;
