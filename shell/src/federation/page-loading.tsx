import { Spinner } from '@x4i/shared';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 96px 16px;
  min-height: 50vh;
`;

/** Shown in the page area while a remote's code arrives; keeps the layout from jumping. */
export function PageLoading() {
  return (
    <Wrapper>
      <Spinner label="Loading the page" size={40} />
    </Wrapper>
  );
}
