import { SOLUTION_FIELD_RULES } from '../domain/solution-rules';
import { Fields, FormTextField, Row, TextListField } from './form-fields';

/** Step 3: what it offers, for whom, and where to learn more. */
export function DetailsStep() {
  return (
    <Fields>
      <TextListField name="mainFeatures" legend="Main features" itemLabel="Main feature" minEntries={1} />
      <TextListField name="userBenefits" legend="User benefits" itemLabel="User benefit" />
      <TextListField name="primaryAudience" legend="Primary audience" itemLabel="Audience" />
      <FormTextField name="demoContact" label="Demo contact" hint="An e-mail address, a phone number or a name." />
      <Row>
        <FormTextField name="specialOfferUrl" label="Special offer page" type="url" rule={SOLUTION_FIELD_RULES.specialOfferUrl} />
        <FormTextField name="hiringUrl" label="Hiring page" type="url" rule={SOLUTION_FIELD_RULES.hiringUrl} />
      </Row>
      <Row>
        <FormTextField name="caseStudiesUrl" label="Case studies page" type="url" rule={SOLUTION_FIELD_RULES.caseStudiesUrl} />
        <FormTextField name="impactUrl" label="Impact page" type="url" rule={SOLUTION_FIELD_RULES.impactUrl} />
      </Row>
    </Fields>
  );
}
