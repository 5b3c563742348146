import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { COMPENSATION_DATASETS, COMPENSATION_PUBLISHER } from '../domain/datasets';

const List = styled.ul`
  max-width: 72ch;
  padding-left: 20px;

  li {
    margin: 0 0 12px;
  }
`;

/** The three datasets with their years and sizes, and what all of them share (SPEC: real Form 990 data). */
export function DatasetsList() {
  return (
    <>
      <List>
        {COMPENSATION_DATASETS.map((dataset) => (
          <li key={dataset.id}>
            <strong>{dataset.name}</strong> ({dataset.years}; {dataset.size}). {dataset.description}{' '}
            <Link to={dataset.aboutPath}>About this data</Link>
          </li>
        ))}
      </List>
      <p>
        All three were compiled by {COMPENSATION_PUBLISHER} from the returns nonprofits file with the IRS. They cover e-filers only: an
        organization that filed on paper is not in them. Job titles as filed are matched to 226 standard titles with the
        Collective’s title taxonomy.
      </p>
    </>
  );
}
