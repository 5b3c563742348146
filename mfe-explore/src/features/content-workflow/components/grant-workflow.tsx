import type { WizardWorkflowProps } from '@x4i/shared/contracts';
import { Fields, Row } from '../../kit/components/form-layout';
import { GRANT_KIND } from '../domain/content-kinds';
import { ContentTextField, GoalsField, RadioGroupField } from './content-fields';
import { ContentWorkflow } from './content-workflow';

const ELIGIBILITY_OPTIONS = [
  { value: 'NON_PROFIT', label: 'Nonprofits can apply' },
  { value: 'OTHERS', label: 'Organizations other than nonprofits can apply' },
  { value: '', label: 'Not stated' },
] as const;

const STEP_CONTENT = {
  basics: (
    <Fields>
      <ContentTextField name="title" label="Title" required />
      <ContentTextField name="fundingName" label="Funder" required hint="The foundation, agency or company that gives the grant." />
      <GoalsField hint="The UN Sustainable Development Goals the grant funds: choose at least one." />
    </Fields>
  ),
  description: (
    <Fields>
      <ContentTextField name="summary" label="Summary" required multiline hint="What the grant funds and for whom, in a few sentences." />
      <ContentTextField name="body" label="Text" required multiline rows={10} hint="Eligibility, how to apply; leave an empty line between paragraphs." />
    </Fields>
  ),
  funding: (
    <Fields>
      <Row>
        <ContentTextField name="grantAmount" label="Amount in US dollars" inputMode="numeric" hint="Whole dollars, for example 25000." />
        <ContentTextField name="expirationDate" label="Closing date" type="date" hint="Leave empty if the grant does not close." />
      </Row>
      <RadioGroupField name="eligibility" legend="Who can apply" options={ELIGIBILITY_OPTIONS} />
      <Row>
        <ContentTextField name="opportunityId" label="Opportunity number" hint="The funder's reference, if any." />
        <ContentTextField name="sourceUrl" label="Application page" type="url" hint="For example https://example.org/apply" />
      </Row>
    </Fields>
  ),
};

/** 'Create/Edit a Grant' in the shell's wizard. */
export function GrantWorkflow(props: WizardWorkflowProps) {
  return <ContentWorkflow kind={GRANT_KIND} stepContent={STEP_CONTENT} {...props} />;
}
