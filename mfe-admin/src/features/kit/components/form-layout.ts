import { styled } from 'styled-components';

/** A dialog form's fields, one under the other. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** A group of checkboxes or radios under a bold legend, without the browser's frame. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;
