import { styled } from 'styled-components';

const Line = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
`;

/** The answer's one dollar basis ('Pay figures are in 2024 dollars, adjusted with CPI-U.'), stated once above its figures. */
export function DollarBasisLine({ text }: { text: string }) {
  return <Line data-testid="dollar-basis">{text}</Line>;
}
