import { styled } from 'styled-components';

/** The layout the overlays' forms share (Contact Us, request access). */
export const OverlayForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const FormIntro = styled.p<{ $muted?: boolean }>`
  margin: 0;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

/** The confirmation that replaces a form once it is sent. */
export const FormDone = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  p {
    margin: 0;
  }
`;
